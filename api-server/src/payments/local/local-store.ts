// The local provider's records (customers, checkouts, subscriptions, invoices) as JSON rows of
// local_payment_objects, and its clock, which test mode can move ahead. Only the local provider
// reads these; the rest of the app knows them through the provider interface, as it knows Stripe's.
import { randomBytes } from 'node:crypto';
import type { SubscriptionStatus } from '@hiroba/contract';
import type { Queryable } from '../../db/database';

/** A test card as the local provider keeps it: what it is and how its charges go. */
export interface LocalCard {
  brand: string;
  last4: string;
  /** fail: the first charge succeeds, every monthly renewal is refused (to try failures). */
  renewals: 'succeed' | 'fail';
}

export interface LocalCustomer {
  id: string;
  userId: number;
  email: string;
  card: LocalCard | null;
}

export interface LocalCheckout {
  id: string;
  purpose: 'subscribe' | 'update_card';
  userId: number;
  email: string;
  customerId: string | null;
  priceJpy: number;
  returnUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  subscriptionId: string | null;
  expiresAt: string;
  /** A card that asked for the second step (本人認証) and waits for it. */
  awaitingAuthentication: LocalCard | null;
}

export interface LocalSubscription {
  id: string;
  customerId: string;
  userId: number;
  status: SubscriptionStatus;
  priceJpy: number;
  periodStart: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  card: LocalCard | null;
  /** Refused renewal tries of the open invoice; the provider gives up after three. */
  failedAttempts: number;
  nextAttemptAt: string | null;
  openInvoiceId: string | null;
}

export interface LocalInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  amountJpy: number;
  status: 'paid' | 'open' | 'void';
  attemptCount: number;
  paidAt: string | null;
  periodStart: string;
  periodEnd: string;
  declineCode: string | null;
}

interface Kinds {
  customer: LocalCustomer;
  checkout: LocalCheckout;
  subscription: LocalSubscription;
  invoice: LocalInvoice;
}
export type LocalKind = keyof Kinds;

const PREFIX: Record<LocalKind, string> = { customer: 'cus_local_', checkout: 'cs_local_', subscription: 'sub_local_', invoice: 'in_local_' };

export const newLocalId = (kind: LocalKind) => `${PREFIX[kind]}${randomBytes(12).toString('hex')}`;

/** One record; `forUpdate` holds it until the transaction ends (two deliveries, two servers). */
export async function readLocal<K extends LocalKind>(db: Queryable, kind: K, id: string, forUpdate = false): Promise<Kinds[K] | null> {
  const row = await db.one<{ data: Kinds[K] }>(
    `SELECT data FROM local_payment_objects WHERE id = $1 AND kind = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, kind],
  );
  return row?.data ?? null;
}

export async function writeLocal<K extends LocalKind>(db: Queryable, kind: K, value: Kinds[K] & { id: string }): Promise<Kinds[K]> {
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

export async function customerOfUser(db: Queryable, userId: number): Promise<LocalCustomer | null> {
  const row = await db.one<{ data: LocalCustomer }>(
    `SELECT data FROM local_payment_objects WHERE kind = 'customer' AND (data->>'userId')::int = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return row?.data ?? null;
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

/** The same day next month (the 31st becomes the month's last day), as monthly billing counts. */
export function addMonth(iso: string): string {
  const d = new Date(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString();
}
