// Where a person stands with paid membership, decided from the provider's subscriptions as we last
// read them back, and every change of that standing recorded (when, from, to, why). Callers hold the
// user's row lock (lockMember) while they write, so two deliveries at once cannot both decide.
import type { MembershipChangeReason, MembershipStatus, Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { ENTITLED_STATUSES, type ProviderKind, type ProviderSubscription } from './provider';

export interface MemberRow {
  id: number;
  email: string;
  role: Role;
  is_permanent_paid_member: boolean;
  paid_until: string | null;
  withdrawn_at: string | null;
}

export interface Cause {
  reason: MembershipChangeReason;
  eventId?: string | null;
  actorId?: number | null;
}

export interface MembershipChangeResult {
  from: MembershipStatus;
  to: MembershipStatus;
  role: Role;
}

/** Paid membership applies to members only (experts and admins have none). */
export function statusOf(user: Pick<MemberRow, 'role' | 'is_permanent_paid_member'>): MembershipStatus | null {
  if (user.role === 'free_member') return 'free';
  if (user.role === 'paid_member') return user.is_permanent_paid_member ? 'permanent' : 'paid';
  return null;
}

/**
 * Every membership write takes the person's row first. One order for all: a write that took a
 * subscription or customer row first (its foreign key share-locks the person) and then waited for the
 * person would deadlock against a checkout return and its webhook event arriving together.
 */
export function lockMember(tx: Queryable, userId: number): Promise<MemberRow | null> {
  return tx.one<MemberRow>('SELECT id, email, role, is_permanent_paid_member, paid_until, withdrawn_at FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function recordChange(tx: Queryable, userId: number, from: MembershipStatus, to: MembershipStatus, cause: Cause): Promise<void> {
  await tx.query(
    'INSERT INTO membership_changes (user_id, from_status, to_status, reason, provider_event_id, actor_user_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [userId, from, to, cause.reason, cause.eventId ?? null, cause.actorId ?? null],
  );
}

/** Our copy of a subscription as the provider reported it just now (one row per provider id). */
export async function saveSubscription(tx: Queryable, provider: ProviderKind, userId: number, sub: ProviderSubscription): Promise<void> {
  await lockMember(tx, userId);
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

/**
 * The person's customer at the provider, and the card kept there when it is known. Never for a
 * withdrawn person: the events of the cancellation that withdrawal caused arrive after it, and must not
 * bring back the card it deleted (users/withdrawal.ts).
 */
export async function saveCustomer(tx: Queryable, provider: ProviderKind, userId: number, customerId: string, card: { brand: string; last4: string } | null): Promise<void> {
  await lockMember(tx, userId);
  await tx.query(
    `INSERT INTO billing_customers (user_id, provider, provider_customer_id, card_brand, card_last4)
     SELECT $1::int, $2::text, $3::text, $4::text, $5::text WHERE EXISTS (SELECT 1 FROM users WHERE id = $1::int AND withdrawn_at IS NULL)
     ON CONFLICT (user_id, provider) DO UPDATE SET provider_customer_id = EXCLUDED.provider_customer_id,
       card_brand = COALESCE(EXCLUDED.card_brand, billing_customers.card_brand),
       card_last4 = COALESCE(EXCLUDED.card_last4, billing_customers.card_last4), updated_at = now()`,
    [userId, provider, customerId, card?.brand ?? null, card?.last4 ?? null],
  );
}

/**
 * Makes the person's role follow their subscriptions: paid while one is paid up or being retried,
 * free otherwise. A permanent paid member, an expert or an admin is left as they are; so is a paid
 * member who never paid through a provider (made paid by an admin, or the demo account).
 */
export async function settleMembership(tx: Queryable, provider: ProviderKind, userId: number, cause: Cause): Promise<MembershipChangeResult | null> {
  const user = await lockMember(tx, userId);
  const from = user && !user.withdrawn_at ? statusOf(user) : null;
  if (!user || from === null || from === 'permanent') return null;
  const standing = await tx.one<{ entitled: boolean; paid_until: string | null; any_subscription: boolean }>(
    `SELECT bool_or(status = ANY($3::text[])) IS TRUE AS entitled,
            max(current_period_end) FILTER (WHERE status = ANY($3::text[])) AS paid_until,
            count(*) > 0 AS any_subscription
       FROM subscriptions WHERE user_id = $1 AND provider = $2`,
    [userId, provider, ENTITLED_STATUSES],
  );
  if (!standing?.any_subscription && user.paid_until === null) return null;
  const to: MembershipStatus = standing?.entitled ? 'paid' : 'free';
  const role: Role = to === 'paid' ? 'paid_member' : 'free_member';
  await tx.query('UPDATE users SET role = $2, paid_until = $3, updated_at = now() WHERE id = $1', [userId, role, standing?.entitled ? standing.paid_until : null]);
  if (to === from) return null;
  await recordChange(tx, userId, from, to, cause);
  return { from, to, role };
}
