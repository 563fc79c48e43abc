// The SQL of the local provider: its records as JSON rows of local_payment_objects, and its clock
// (local_payment_clock), which test mode can move ahead.
import type { Queryable } from '../../db/database';
import type { LocalKind, LocalKinds, LocalSubscription } from './local-records';

/** One record; `forUpdate` holds it until the transaction ends (two deliveries, two servers). */
export async function readLocal<K extends LocalKind>(db: Queryable, kind: K, id: string, forUpdate = false): Promise<LocalKinds[K] | null> {
  const row = await db.one<{ data: LocalKinds[K] }>(
    `SELECT data FROM local_payment_objects WHERE id = $1 AND kind = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, kind],
  );
  return row?.data ?? null;
}

export async function writeLocal<K extends LocalKind>(db: Queryable, kind: K, value: LocalKinds[K] & { id: string }): Promise<LocalKinds[K]> {
  await db.query(
    `INSERT INTO local_payment_objects (id, kind, data) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [value.id, kind, JSON.stringify(value)],
  );
  return value;
}

/** Subscriptions that may charge (active or retrying), oldest first. */
export async function chargeableSubscriptions(db: Queryable): Promise<LocalSubscription[]> {
  const rows = await db.query<{ data: LocalSubscription }>(
    `SELECT data FROM local_payment_objects WHERE kind = 'subscription' AND data->>'status' IN ('active', 'past_due') ORDER BY created_at FOR UPDATE`,
  );
  return rows.map((r) => r.data);
}

/** The id of the customer's newest subscription that may charge (the one a new card goes to). */
export async function chargeableSubscriptionIdOf(db: Queryable, customerId: string): Promise<string | null> {
  const live = await db.one<{ id: string }>(
    `SELECT id FROM local_payment_objects WHERE kind = 'subscription' AND data->>'customerId' = $1
       AND data->>'status' IN ('active', 'past_due') ORDER BY created_at DESC LIMIT 1`,
    [customerId],
  );
  return live?.id ?? null;
}

/** The provider's time: the real time plus how far test mode moved the clock. */
export async function localNow(db: Queryable, lock = false): Promise<Date> {
  // Locking needs the row: it is made on first use (tests empty every table).
  if (lock) await db.query('INSERT INTO local_payment_clock (id) VALUES (true) ON CONFLICT (id) DO NOTHING');
  const row = await db.one<{ offset_seconds: number }>(`SELECT offset_seconds FROM local_payment_clock WHERE id${lock ? ' FOR UPDATE' : ''}`);
  return new Date(Date.now() + (row?.offset_seconds ?? 0) * 1000);
}

export async function moveLocalClock(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `INSERT INTO local_payment_clock (id, offset_seconds) VALUES (true, $1)
     ON CONFLICT (id) DO UPDATE SET offset_seconds = local_payment_clock.offset_seconds + EXCLUDED.offset_seconds`,
    [seconds],
  );
}
