// GET users/get_payment_and_subscription: the person's membership, their subscription as last read
// from the provider, the card, the payments with what their receipts print, the history of changes,
// and what the caller may do now (the pages show these and decide nothing themselves).
import { CONSUMPTION_TAX_PERCENT, type MembershipChangeReason, type MembershipStatus, type PaymentStatus, type SubscriptionStatus } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import type { Actor } from '../policy/rules';
import { statusOf } from './membership';
import { ENTITLED_STATUSES, LIVE_STATUSES, type ProviderKind } from './provider';
import { receiptNumber, taxIncluded } from './receipts';

/** The payments shown (the newest first): a few years of monthly charges. */
const PAYMENTS_SHOWN = 60;
const CHANGES_SHOWN = 50;

interface SubscriptionRow {
  status: SubscriptionStatus;
  price_jpy: number;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

const card = (brand: string | null, last4: string | null) => (brand && last4 ? { brand, last4 } : null);
const nameOf = 'COALESCE(ui.nickname, ei.name, \'管理者\')';

export async function readOverview(
  db: Queryable,
  provider: ProviderKind,
  userId: number,
  actor: Actor,
  issuer: { name: string; registration_number: string | null },
) {
  const user = await db.one<{ id: number; role: 'free_member' | 'paid_member' | 'expert' | 'admin'; is_permanent_paid_member: boolean; permanent_at: string | null; permanent_by_id: number | null; permanent_by_name: string | null }>(
    `SELECT u.id, u.role, u.is_permanent_paid_member, u.permanent_at, u.permanent_by AS permanent_by_id, ${nameOf} AS permanent_by_name
       FROM users u LEFT JOIN user_informations ui ON ui.user_id = u.permanent_by LEFT JOIN expert_infos ei ON ei.user_id = u.permanent_by
      WHERE u.id = $1 AND u.withdrawn_at IS NULL`,
    [userId],
  );
  if (!user) return null;
  // The live subscription if there is one, else the latest that ended.
  const sub = await db.one<SubscriptionRow>(
    `SELECT status, price_jpy, current_period_end, cancel_at_period_end, canceled_at, card_brand, card_last4 FROM subscriptions
      WHERE user_id = $1 AND provider = $2 ORDER BY (status = ANY($3::text[])) DESC, created_at DESC, id DESC LIMIT 1`,
    [userId, provider, LIVE_STATUSES],
  );
  const customer = await db.one<{ card_brand: string | null; card_last4: string | null }>(
    'SELECT card_brand, card_last4 FROM billing_customers WHERE user_id = $1 AND provider = $2',
    [userId, provider],
  );
  const payments = await db.query<{ id: number; amount_jpy: number; status: PaymentStatus; paid_at: string | null; created_at: string; period_start: string | null; period_end: string | null; failure_message: string | null }>(
    `SELECT id, amount_jpy, status, paid_at, created_at, period_start, period_end, failure_message FROM payments
      WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${PAYMENTS_SHOWN}`,
    [userId],
  );
  const changes = await db.query<{ id: number; from_status: MembershipStatus; to_status: MembershipStatus; reason: MembershipChangeReason; provider_event_id: string | null; actor_id: number | null; actor_name: string | null; created_at: string }>(
    `SELECT mc.id, mc.from_status, mc.to_status, mc.reason, mc.provider_event_id, mc.actor_user_id AS actor_id, CASE WHEN mc.actor_user_id IS NULL THEN NULL ELSE ${nameOf} END AS actor_name, mc.created_at
       FROM membership_changes mc LEFT JOIN user_informations ui ON ui.user_id = mc.actor_user_id LEFT JOIN expert_infos ei ON ei.user_id = mc.actor_user_id
      WHERE mc.user_id = $1 ORDER BY mc.created_at DESC, mc.id DESC LIMIT ${CHANGES_SHOWN}`,
    [userId],
  );

  const status = statusOf(user);
  const self = actor.id === userId;
  const entitled = sub !== null && ENTITLED_STATUSES.includes(sub.status);
  const live = sub !== null && LIVE_STATUSES.includes(sub.status);
  const renews = entitled && !sub.cancel_at_period_end;
  const cardOnFile = card(customer?.card_brand ?? null, customer?.card_last4 ?? null);
  const paidMonthly = status === 'paid' && live;

  return {
    user_id: user.id,
    membership: status ? { status } : null,
    permanent: user.is_permanent_paid_member
      ? { at: user.permanent_at, by: user.permanent_by_id ? { id: user.permanent_by_id, name: user.permanent_by_name ?? '管理者' } : null }
      : null,
    subscription: sub && {
      status: sub.status,
      price_jpy: sub.price_jpy,
      current_period_end: sub.current_period_end,
      next_charge_at: renews ? sub.current_period_end : null,
      next_charge_jpy: renews ? sub.price_jpy : null,
      cancel_at_period_end: sub.cancel_at_period_end,
      canceled_at: sub.canceled_at,
      card: card(sub.card_brand, sub.card_last4),
      payment_failed: sub.status === 'past_due' || sub.status === 'unpaid',
    },
    card_on_file: cardOnFile,
    payments: payments.map((p) => ({
      ...p,
      tax_rate_percent: CONSUMPTION_TAX_PERCENT,
      tax_jpy: taxIncluded(p.amount_jpy),
      receipt_number: receiptNumber(p.id),
    })),
    changes: changes.map(({ actor_id: id, actor_name: name, ...change }) => ({ ...change, actor: id ? { id, name: name ?? '管理者' } : null })),
    receipt_issuer: issuer,
    capabilities: {
      can_subscribe: self && status === 'free',
      can_resubscribe_with_card: self && status === 'free' && cardOnFile !== null,
      can_cancel: self && paidMonthly && entitled && !sub.cancel_at_period_end,
      can_resume: self && paidMonthly && entitled && sub.cancel_at_period_end,
      can_update_card: self && paidMonthly,
      // Also while a permanent member's plan is still live: pressing again ends it (payment-service.ts).
      can_make_permanent: actor.role === 'admin' && (status === 'paid' || (status === 'permanent' && live)),
    },
  };
}
