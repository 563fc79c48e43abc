// Reads `Authorization: JWT <token>` on every call and checks it against the database (revoked
// jti, withdrawn user, token_version). Who may call a route is declared with the route and
// enforced right after this (plugins/access.ts).
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
    const row = await tokenStateOf(app.ctx.db, Number(claims.sub), claims.jti);
    if (!row || row.withdrawn_at || row.revoked || row.token_version !== claims.ver) {
      request.authError = INVALID_TOKEN;
      return;
    }
    request.auth = { id: row.id, role: row.role, jti: claims.jti, exp: claims.exp };
  });
}

/** The signed-in caller (routes declared 'signed-in' or with roles always have one). */
export function signedIn(request: FastifyRequest) {
  if (!request.auth) throw unauthorized(request.authError ?? undefined);
  return request.auth;
}
