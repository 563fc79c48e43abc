// Session tokens: HS256 JWTs with a random jti and a 7-day expiry. A token is refused when its jti
// is in revoked_tokens (sign-out) or its `ver` is below the user's token_version (withdrawal,
// password reset, suspension); plugins/auth.ts checks both on every call.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  sub: string;
  jti: string;
  ver: number;
  iat: number;
  exp: number;
}

export interface TokenService {
  sign(user: { id: number; token_version: number }): string;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): TokenClaims | null;
}

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (user) => signer({ sub: String(user.id), jti: randomUUID(), ver: user.token_version }),
    verify(token) {
      try {
        const claims = verifier(token) as Partial<TokenClaims>;
        if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return null;
        return { ...claims, ver: Number(claims.ver ?? 0) } as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * `Authorization: JWT <token>` (docs/product.md#authorization-header); @fastify/jwt reads only Bearer
 * (docs/stack.md#the-jwt-header-scheme-is-not-bearer).
 */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^JWT\s+([A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+)\s*$/.exec(header);
  return match ? match[1] : null;
}
