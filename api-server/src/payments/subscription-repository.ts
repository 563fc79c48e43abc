// Our copy of the provider's subscriptions (subscriptions: one row per provider id), as last read
// back from the provider, and what is decided from them: which could still charge, which give paid
// status, until when.
import type { SubscriptionStatus } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import type { ProviderKind, ProviderSubscription } from './provider';

export interface ShownSubscriptionRow {
  status: SubscriptionStatus;
  price_jpy: number;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

/** The subscription as the provider reported it just now; a card it does not name stays as it was. */
export async function upsertSubscription(tx: Queryable, provider: ProviderKind, userId: number, sub: ProviderSubscription): Promise<void> {
  await tx.query(
    `INSERT INTO subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status, price_jpy,
       current_period_start, current_period_end, cancel_at_period_end, canceled_at, card_brand, card_last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (provider, provider_subscription_id) DO UPDATE SET
       provider_customer_id = EXCLUDED.provider_customer_id, status = EXCLUDED.status, price_jpy = EXCLUDED.price_jpy,
       current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = EXCLUDED.cancel_at_period_end, canceled_at = EXCLUDED.canceled_at,
       card_brand = COALESCE(EXCLUDED.card_brand, subscriptions.card_brand),
       card_last4 = COALESCE(EXCLUDED.card_last4, subscriptions.card_last4), updated_at = now()`,
    [
      userId,
      provider,
      sub.customerId,
      sub.id,
      sub.status,
      sub.priceJpy,
      sub.currentPeriodStart,
      sub.currentPeriodEnd,
      sub.cancelAtPeriodEnd,
      sub.canceledAt,
      sub.card?.brand ?? null,
      sub.card?.last4 ?? null,
    ],
  );
}

/** Whose subscription this is, when we have it. */
export async function ownerOfSubscription(db: Queryable, provider: ProviderKind, subscriptionId: string): Promise<number | null> {
  const row = await db.one<{ user_id: number }>('SELECT user_id FROM subscriptions WHERE provider = $1 AND provider_subscription_id = $2', [provider, subscriptionId]);
  return row?.user_id ?? null;
}

/** The provider's ids of the person's subscriptions in these statuses, oldest first. */
export async function subscriptionIdsOf(db: Queryable, provider: ProviderKind, userId: number, statuses: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ provider_subscription_id: string }>(
    'SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[]) ORDER BY id',
    [userId, provider, statuses],
  );
  return rows.map((row) => row.provider_subscription_id);
}

/** The same, of those still set to renew (not cancelled at the period's end). */
export async function renewingSubscriptionIdsOf(db: Queryable, provider: ProviderKind, userId: number, statuses: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ provider_subscription_id: string }>(
    'SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[]) AND NOT cancel_at_period_end ORDER BY id',
    [userId, provider, statuses],
  );
  return rows.map((row) => row.provider_subscription_id);
}

/** The person's newest subscription in these statuses. */
export function latestSubscriptionOf(db: Queryable, provider: ProviderKind, userId: number, statuses: readonly string[]) {
  return db.one<{ provider_subscription_id: string; cancel_at_period_end: boolean; current_period_end: string | null; status: string }>(
    `SELECT provider_subscription_id, cancel_at_period_end, current_period_end, status FROM subscriptions
      WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[]) ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, provider, statuses],
  );
}

/** What the payment pages show: the newest in these (live) statuses if there is one, else the newest that ended. */
export function shownSubscriptionOf(db: Queryable, provider: ProviderKind, userId: number, liveStatuses: readonly string[]) {
  return db.one<ShownSubscriptionRow>(
    `SELECT status, price_jpy, current_period_end, cancel_at_period_end, canceled_at, card_brand, card_last4 FROM subscriptions
      WHERE user_id = $1 AND provider = $2 ORDER BY (status = ANY($3::text[])) DESC, created_at DESC, id DESC LIMIT 1`,
    [userId, provider, liveStatuses],
  );
}

/**
 * The person's standing from their subscriptions: whether one is in the entitled statuses, the end
 * of the latest such period, and whether they have any subscription at all.
 */
export function standingOf(db: Queryable, provider: ProviderKind, userId: number, entitledStatuses: readonly string[]) {
  return db.one<{ entitled: boolean; paid_until: string | null; any_subscription: boolean }>(
    `SELECT bool_or(status = ANY($3::text[])) IS TRUE AS entitled,
            max(current_period_end) FILTER (WHERE status = ANY($3::text[])) AS paid_until,
            count(*) > 0 AS any_subscription
       FROM subscriptions WHERE user_id = $1 AND provider = $2`,
    [userId, provider, entitledStatuses],
  );
}

/** Permanent paid members who still have a subscription in these statuses (at most 500 a run). */
export async function permanentMembersWithSubscriptions(db: Queryable, provider: ProviderKind, statuses: readonly string[]): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT DISTINCT s.user_id FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE u.is_permanent_paid_member AND s.provider = $1 AND s.status = ANY($2::text[]) ORDER BY s.user_id LIMIT 500`,
    [provider, statuses],
  );
  return rows.map((row) => row.user_id);
}
