// Reads `Authorization: JWT <token>` on every call and checks it against the database (revoked
// jti, withdrawn user, token_version), through the session cache of users/session-cache.ts. Who may
// call a route is declared with the route and enforced right after this (plugins/access.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors';
import { tokenFromHeader } from '../lib/tokens';
import { tokenStateOf } from '../users/session-repository';

const INVALID_TOKEN = 'ログインの有効期限が切れたか、ログアウトされています。もう一度ログインしてください。';

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const token = tokenFromHeader(header);
    const claims = token ? app.ctx.tokens.verify(token) : null;
    if (!claims) {
      request.authError = INVALID_TOKEN;
      return;
    }
    const userId = Number(claims.sub);
    const account = await app.ctx.services.sessionCache.check(claims.jti, async () => {
      const row = await tokenStateOf(app.ctx.db, userId, claims.jti);
      return row && !row.withdrawn_at && !row.revoked ? { id: row.id, role: row.role, token_version: row.token_version } : null;
    });
    if (!account || account.id !== userId || account.token_version !== claims.ver) {
      request.authError = INVALID_TOKEN;
      return;
    }
    request.auth = { id: account.id, role: account.role, jti: claims.jti, exp: claims.exp };
  });
}

/** The signed-in caller (routes declared 'signed-in' or with roles always have one). */
export function signedIn(request: FastifyRequest) {
  if (!request.auth) throw unauthorized(request.authError ?? undefined);
  return request.auth;
}
