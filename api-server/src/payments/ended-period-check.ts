// The scheduled check behind the webhook (jobs/check-ended-memberships.ts): a plan left live when
// its member was made permanent (the provider was away) is ended now; paid members whose period ended
// a while ago with no news are read back from the provider (a renewal whose event was lost extends
// them; a cancelled or unpaid one makes them free).
import { paidMembersPastTheirPeriod } from './membership-repository';
import { announceChange, settleMembership } from './membership';
import type { PaymentDeps } from './payment-deps';
import type { PermanentMembership } from './permanent-membership';
import { ENTITLED_STATUSES, ProviderUnavailable } from './provider';
import { subscriptionIdsOf } from './subscription-repository';
import type { SubscriptionSync } from './subscription-sync';

/** A paid period is looked at by the scheduled check once it ended this long ago without news. */
const GRACE_MINUTES = 60;

export function createEndedPeriodCheck({ db, events, provider }: PaymentDeps, syncSubscription: SubscriptionSync, permanent: PermanentMembership) {
  const kind = provider.kind;
  /** Answers how many paid members were looked at. */
  return async function checkEndedPeriods(): Promise<number> {
    await permanent.endPlansLeftToPermanentMembers();
    const due = await paidMembersPastTheirPeriod(db, GRACE_MINUTES);
    for (const id of due) {
      try {
        for (const subscriptionId of await subscriptionIdsOf(db, kind, id, ENTITLED_STATUSES)) await syncSubscription(subscriptionId, id, { reason: 'period_ended' });
      } catch (error) {
        // The provider is away: this person is looked at again on the next run.
        if (error instanceof ProviderUnavailable) continue;
        throw error;
      }
      const change = await db.transaction((tx) => settleMembership(tx, kind, id, { reason: 'period_ended' }));
      announceChange(events, id, change);
    }
    return due.length;
  };
}
