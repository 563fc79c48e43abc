// The SQL of sessions: what every signed-in call checks of its token, and the tokens signed out
// before their expiry (revoked_tokens).
import type { Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';

// Run on every signed-in call: prepared, so it is parsed and planned once per connection.
const TOKEN_CHECK = prepared(`SELECT id, role, token_version, withdrawn_at,
        EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
   FROM users WHERE id = $1`);

/** The account behind a token, and whether this token was signed out. */
export const tokenStateOf = (db: Queryable, userId: number, jti: string) =>
  db.one<{ id: number; role: Role; token_version: number; withdrawn_at: string | null; revoked: boolean }>(TOKEN_CHECK, [userId, jti]);

/** Signed out: refused until its own expiry (seconds since the epoch). */
export async function revokeToken(db: Queryable, jti: string, expiresAt: number): Promise<void> {
  await db.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING', [jti, expiresAt]);
}

/** A revoked token past its own expiry is refused anyway: its entry can go. */
export async function deleteExpiredRevocations(db: Queryable): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
}
