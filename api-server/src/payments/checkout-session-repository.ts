// The checkouts we made at the provider (checkout_sessions): whose they are, what for, and whether
// they were applied (status complete) and used by the person's return (consumed_at).
import type { CheckoutPurpose } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import type { ProviderKind } from './provider';

export interface SessionRow {
  id: number;
  user_id: number;
  purpose: CheckoutPurpose;
  consumed_at: string | null;
}

export async function insertCheckoutSession(
  db: Queryable,
  session: { userId: number; provider: ProviderKind; providerSessionId: string; url: string | null; priceJpy: number; expiresAt: Date | null; purpose: CheckoutPurpose },
): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions (user_id, provider, provider_session_id, status, url, price_jpy, expires_at, purpose)
     VALUES ($1, $2, $3, 'open', $4, $5, $6, $7)`,
    [session.userId, session.provider, session.providerSessionId, session.url, session.priceJpy, session.expiresAt, session.purpose],
  );
}

export function findCheckoutSession(db: Queryable, provider: ProviderKind, providerSessionId: string): Promise<SessionRow | null> {
  return db.one<SessionRow>('SELECT id, user_id, purpose, consumed_at FROM checkout_sessions WHERE provider = $1 AND provider_session_id = $2', [
    provider,
    providerSessionId,
  ]);
}

/** The provider's word on a checkout that did not complete (open or expired). */
export async function setCheckoutStatus(db: Queryable, id: number, status: string): Promise<void> {
  await db.query('UPDATE checkout_sessions SET status = $2 WHERE id = $1', [id, status]);
}

export async function isCheckoutComplete(db: Queryable, id: number): Promise<boolean> {
  return (await db.one("SELECT 1 AS applied FROM checkout_sessions WHERE id = $1 AND status = 'complete'", [id])) !== null;
}

export async function markCheckoutComplete(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE checkout_sessions SET status = 'complete', completed_at = COALESCE(completed_at, now()) WHERE id = $1", [id]);
}

/** The person's return used it: it never applies again. */
export async function consumeCheckoutSession(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE checkout_sessions SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL', [id]);
}
