// The SQL of the 6-digit codes mailed to a person: password reset (password_reset_codes) and a new
// e-mail address's confirmation (email_change_codes, with the address). Both kinds are stored as an
// HMAC, and work alike: only the newest live one counts, wrong tries are counted, and a code is spent
// once used or replaced.
import type { Queryable } from '../db/database';

export type CodeTable = 'password_reset_codes' | 'email_change_codes';

/** What a code is for, beyond the person: the new address of an e-mail change. */
const EXTRA_COLUMNS: Record<CodeTable, string> = { password_reset_codes: '', email_change_codes: ', new_email' };

/** Every live code of the person stops working (a newer one replaces it, or a change must not be undone by it). */
export async function spendLiveCodes(tx: Queryable, table: CodeTable, userId: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}

export async function insertResetCode(tx: Queryable, userId: number, codeHash: string, lifetimeMinutes: number): Promise<void> {
  await tx.query(
    `INSERT INTO password_reset_codes (user_id, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, codeHash, lifetimeMinutes],
  );
}

/** Answers when the code expires. */
export async function insertEmailChangeCode(tx: Queryable, userId: number, newEmail: string, codeHash: string, lifetimeMinutes: number): Promise<string> {
  const row = await tx.one<{ expires_at: string }>(
    `INSERT INTO email_change_codes (user_id, new_email, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [userId, newEmail, codeHash, lifetimeMinutes],
  );
  return row!.expires_at;
}

/** The person's newest code that may still be tried, held until the transaction ends. */
export const newestLiveCode = (tx: Queryable, table: CodeTable, userId: number, maxAttempts: number) =>
  tx.one<{ id: number; code_hash: string; new_email?: string }>(
    `SELECT id, code_hash${EXTRA_COLUMNS[table]} FROM ${table}
      WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, maxAttempts],
  );

export async function countWrongTry(tx: Queryable, table: CodeTable, id: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET attempts = attempts + 1 WHERE id = $1`, [id]);
}

export async function spendCode(tx: Queryable, table: CodeTable, id: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET used_at = now() WHERE id = $1`, [id]);
}

/** Codes of both kinds that were used, replaced or expired can never work again (an e-mail code also holds its address). */
export async function deleteDeadCodes(db: Queryable): Promise<void> {
  for (const table of Object.keys(EXTRA_COLUMNS) as CodeTable[]) {
    await db.query(`DELETE FROM ${table} WHERE used_at IS NOT NULL OR expires_at < now()`);
  }
}

/** The e-mail change waiting for its code, if any (the person's data download). */
export const pendingEmailChangeOf = (db: Queryable, userId: number) =>
  db.one<{ new_email: string; expires_at: string }>(
    `SELECT new_email, expires_at FROM email_change_codes
      WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
