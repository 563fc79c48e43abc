// Password recovery codes: 6 digits, valid 10 minutes, usable once, stored as an HMAC (never the
// code itself); 5 wrong tries burn a code. Only the newest code of a person is live.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('hex');

/** Makes a new code for the user (older ones stop working) and returns it for the mail. */
export async function issueResetCode(db: Database, secret: string, userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.query('UPDATE password_reset_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    await tx.query(
      `INSERT INTO password_reset_codes (user_id, code_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [userId, hashCode(secret, userId, code), CODE_LIFETIME_MINUTES],
    );
  });
  return code;
}

/**
 * Checks the code and, when right, sets the new password hash, spends the code and ends every
 * session of the person. Returns false for a wrong, used, expired or burnt code.
 */
export async function redeemResetCode(db: Database, secret: string, userId: number, code: string, newHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.one<{ id: number; code_hash: string }>(
      `SELECT id, code_hash FROM password_reset_codes
        WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
        ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [userId, MAX_CODE_ATTEMPTS],
    );
    if (!row) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(hashCode(secret, userId, code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      await tx.query('UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return false;
    }
    await tx.query('UPDATE password_reset_codes SET used_at = now() WHERE id = $1', [row.id]);
    await tx.query('UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1', [userId, newHash]);
    return true;
  });
}
