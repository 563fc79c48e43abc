// The 6-digit codes mailed to a person: a password reset's, and the one that confirms a new e-mail
// address. Both work alike: valid 10 minutes, usable once, five wrong tries burn one, only the
// newest is live, and stored as an HMAC (never the code itself) bound to what it is for. The mail
// that carries one is confirmation-code-mail.ts.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { countWrongTry, newestLiveCode, spendCode, type CodeTable } from './confirmation-code-repository';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form of a code: an HMAC of what it is for (purpose, person, address) and the code, joined by ':'. */
export const hashCode = (secret: string, ...parts: Array<string | number>) => createHmac('sha256', secret).update(parts.join(':')).digest('hex');

/**
 * Spends the person's newest live code when it is the one typed: `hashOf` hashes the typed code for
 * that row (an e-mail code is bound to its new address). Answers the spent row; a wrong code counts
 * as a try and answers null, as does having no live code.
 */
export async function takeCode(tx: Queryable, table: CodeTable, userId: number, hashOf: (row: { new_email?: string }) => string) {
  const row = await newestLiveCode(tx, table, userId, MAX_CODE_ATTEMPTS);
  if (!row) return null;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashOf(row), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await countWrongTry(tx, table, row.id);
    return null;
  }
  await spendCode(tx, table, row.id);
  return row;
}
