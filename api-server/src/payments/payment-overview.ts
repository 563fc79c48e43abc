// GET users/get_payment_and_subscription: the person's membership, their subscription as last read
// from the provider, the card, the payments with what their receipts print, the history of changes,
// and what the caller may do now (the pages show these and decide nothing themselves).
import { CONSUMPTION_TAX_PERCENT } from '@hiroba/contract';
import { forbidden, notFound } from '../lib/http-errors';
import type { Actor } from '../policy/rules';
import { cardOnFileOf } from './billing-customer-repository';
import { recentMembershipChangesOf, standingForOverview } from './membership-repository';
import { statusOf } from './membership';
import type { PaymentDeps } from './payment-deps';
import { recentPaymentsOf } from './payment-repository';
import { ENTITLED_STATUSES, LIVE_STATUSES } from './provider';
import { receiptNumber, taxIncluded } from './receipts';
import { shownSubscriptionOf } from './subscription-repository';

/** The payments shown (the newest first): a few years of monthly charges. */
const PAYMENTS_SHOWN = 60;
const CHANGES_SHOWN = 50;

const card = (brand: string | null, last4: string | null) => (brand && last4 ? { brand, last4 } : null);

/** The person's own overview, or anyone's for an admin. */
export async function readOverview({ config, db, provider }: PaymentDeps, actor: Actor, userId: number = actor.id) {
  if (userId !== actor.id && actor.role !== 'admin') throw forbidden('ほかの方のお支払い情報は表示できません。', 'user_id');
  const user = await standingForOverview(db, userId);
  if (!user) throw notFound('会員が見つかりませんでした。');
  // The live subscription if there is one, else the latest that ended.
  const sub = await shownSubscriptionOf(db, provider.kind, userId, LIVE_STATUSES);
  const customer = await cardOnFileOf(db, provider.kind, userId);
  const payments = await recentPaymentsOf(db, userId, PAYMENTS_SHOWN);
  const changes = await recentMembershipChangesOf(db, userId, CHANGES_SHOWN);
  const issuer = { name: config.operator.name, registration_number: config.payments.invoiceRegistrationNumber };

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
      // Also while a permanent member's plan is still live: pressing again ends it (permanent-membership.ts).
      can_make_permanent: actor.role === 'admin' && (status === 'paid' || (status === 'permanent' && live)),
    },
  };
}
