// The person's own plan: subscribing again with the card kept at the provider, 解約 at the period's
// end and taking it back, and the end of renewals when a paid member becomes an expert.
import { conflict, unprocessable } from '../lib/http-errors';
import type { Actor } from '../policy/rules';
import { customerIdOf } from './billing-customer-repository';
import { lockMember, memberOf } from './membership-repository';
import { announceChange, saveSubscription, settleMembership } from './membership';
import type { PaymentDeps } from './payment-deps';
import { cancellationMail } from './payment-mail';
import { ENTITLED_STATUSES, LIVE_STATUSES } from './provider';
import { ask } from './provider-calls';
import { latestSubscriptionOf, renewingSubscriptionIdsOf } from './subscription-repository';

export function createSubscriptionService({ config, db, events, mailer, provider }: PaymentDeps) {
  const kind = provider.kind;
  return {
    /** A former paid member subscribes again with the card kept at the provider. */
    async createSubscription(actor: Actor) {
      const user = await memberOf(db, actor.id);
      if (user?.role !== 'free_member') throw conflict(undefined, 'すでに有料会員です。お申し込みは必要ありません。');
      const customerId = await customerIdOf(db, kind, actor.id);
      if (!customerId) throw unprocessable(undefined, '登録済みのカードがありません。カード情報を入力してお申し込みください。');
      const sub = await ask(() => provider.subscribeWithSavedCard({ customerId, userId: actor.id, priceJpy: config.planPriceJpy }));
      const change = await db.transaction(async (tx) => {
        await lockMember(tx, actor.id);
        await saveSubscription(tx, kind, actor.id, sub);
        return settleMembership(tx, kind, actor.id, { reason: 'resubscribe' });
      });
      announceChange(events, actor.id, change);
    },

    /** 解約 at the end of the paid period, or taking it back before then. */
    async cancel(actor: Actor, action: 'cancel' | 'resume') {
      const live = await latestSubscriptionOf(db, kind, actor.id, ENTITLED_STATUSES);
      if (!live) throw conflict('action', action === 'cancel' ? '解約できるお申し込みがありません。' : '取り消せる解約の手続きがありません。');
      const wanted = action === 'cancel';
      if (live.cancel_at_period_end !== wanted) {
        const sub = await ask(() => provider.setCancelAtPeriodEnd(live.provider_subscription_id, wanted));
        await db.transaction(async (tx) => {
          await lockMember(tx, actor.id);
          await saveSubscription(tx, kind, actor.id, sub);
        });
        if (wanted) {
          const user = await memberOf(db, actor.id);
          await mailer.send(cancellationMail({ to: user!.email, siteUrl: config.siteUrl, until: sub.currentPeriodEnd }));
        }
        events.publish({ type: 'user.changed', id: actor.id });
      }
    },

    /**
     * A paid member approved as an expert: nothing renews any more, the month paid for runs out
     * (membership settling leaves experts' roles alone, membership.ts).
     */
    async stopRenewals(userId: number) {
      for (const id of await renewingSubscriptionIdsOf(db, kind, userId, LIVE_STATUSES)) {
        const sub = await ask(() => provider.setCancelAtPeriodEnd(id, true));
        await db.transaction((tx) => saveSubscription(tx, kind, userId, sub));
      }
    },
  };
}
