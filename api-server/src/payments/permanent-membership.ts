// The admin's 永久有料会員にする: paid for good, and nothing left that could charge again.
import { audit } from '../admin/audit-log-repository';
import { HttpError, conflict, notFound, unprocessable } from '../lib/http-errors';
import type { Actor } from '../policy/rules';
import { lockMember, markPermanent } from './membership-repository';
import { recordChange, statusOf } from './membership';
import type { PaymentDeps } from './payment-deps';
import type { PlanEnding } from './plan-ending';
import { LIVE_STATUSES, ProviderUnavailable } from './provider';
import { permanentMembersWithSubscriptions, subscriptionIdsOf } from './subscription-repository';

/** Made permanent, but the provider could not be reached to end the monthly plan (makePermanent). */
const permanentPlanLeft = () =>
  new HttpError(503, [
    {
      message:
        '永久有料会員にしましたが、決済会社と通信できず、月額プランをまだ止められていません。しばらくしてから、もう一度「永久有料会員にする」を押してください（10分ごとの自動の確認でも止めます）。',
    },
  ]);

export type PermanentMembership = ReturnType<typeof createPermanentMembership>;

export function createPermanentMembership({ db, events, provider }: PaymentDeps, plans: PlanEnding) {
  const kind = provider.kind;
  return {
    /**
     * Marked permanent first, then the monthly plan is ended at the provider: the provider's event of
     * that cancellation may be worked before its answer comes back, and a member still marked paid would
     * be made free by it. If the provider cannot be reached the member stays permanent and the call
     * answers 503; pressing again (offered while a plan is live) or the scheduled check ends the plan.
     */
    async makePermanent(admin: Actor, userId: number) {
      const made = await db.transaction(async (tx) => {
        const locked = await lockMember(tx, userId);
        if (!locked || locked.withdrawn_at) throw notFound('会員が見つかりませんでした。');
        if (locked.is_permanent_paid_member) return false;
        if (locked.role !== 'paid_member') throw unprocessable('user_id', '有料会員だけを永久有料会員にできます。');
        await markPermanent(tx, userId, admin.id);
        await recordChange(tx, userId, statusOf(locked)!, 'permanent', { reason: 'admin', actorId: admin.id });
        const live = await subscriptionIdsOf(tx, kind, userId, LIVE_STATUSES);
        await audit(tx, admin.id, 'user.make_permanent_paid_member', { type: 'user', id: userId }, { subscriptions_to_end: live });
        return true;
      });
      if (made) events.publish({ type: 'user.changed', id: userId, role: 'paid_member' });
      let ended: number;
      try {
        ended = await plans.endLivePlans(userId);
      } catch (error) {
        // Not `ask`'s 503: that one says nothing changed, and the member is permanent now.
        if (error instanceof ProviderUnavailable) throw permanentPlanLeft();
        throw error;
      }
      if (!made && ended === 0) throw conflict('user_id', 'すでに永久有料会員です。');
    },

    /** Permanent members with a plan still live (the provider was away when they were made permanent): ended now. */
    async endPlansLeftToPermanentMembers() {
      for (const userId of await permanentMembersWithSubscriptions(db, kind, LIVE_STATUSES)) {
        try {
          await plans.endLivePlans(userId);
        } catch (error) {
          // Still away: looked at again on the next run.
          if (error instanceof ProviderUnavailable) continue;
          throw error;
        }
      }
    },
  };
}
