// Reads `Authorization: JWT <token>` on every call and checks it against the database (revoked
// jti, withdrawn user, token_version). Routes declare who may call them with the guards below.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors';
import { tokenFromHeader } from '../lib/tokens';
import type { Role } from '../users/roles';

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
    const row = await app.ctx.db.one<{ id: number; role: Role; token_version: number; withdrawn_at: Date | null; revoked: boolean }>(
      `SELECT id, role, token_version, withdrawn_at,
              EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
         FROM users WHERE id = $1`,
      [Number(claims.sub), claims.jti],
    );
    if (!row || row.withdrawn_at || row.revoked || row.token_version !== claims.ver) {
      request.authError = INVALID_TOKEN;
      return;
    }
    request.auth = { id: row.id, role: row.role, jti: claims.jti, exp: claims.exp };
  });
}

/** The signed-in caller, or a 401. */
export function signedIn(request: FastifyRequest) {
  if (!request.auth) throw unauthorized(request.authError ?? undefined);
  return request.auth;
}

export async function requireSignIn(request: FastifyRequest): Promise<void> {
  signedIn(request);
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = signedIn(request);
    if (!roles.includes(auth.role)) throw forbidden('アクセス権限がありません。');
  };
}

export const isAdmin = (request: FastifyRequest) => request.auth?.role === 'admin';

/** Own record or admin; anyone else gets 403. */
export function requireSelfOrAdmin(request: FastifyRequest, ownerUserId: number | null): void {
  const auth = signedIn(request);
  if (auth.role !== 'admin' && auth.id !== ownerUserId) throw forbidden('ほかの方の情報は変更・表示できません。');
}
