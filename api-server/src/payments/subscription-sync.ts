// Reads a subscription back from the provider and makes our copy and the person's role follow what
// it says now. Every path that learns of a subscription (an event, a checkout, a payment, the
// scheduled check) comes through here, so news that arrives twice, late or out of order ends the same.
import { lockMember } from './membership-repository';
import { announceChange, saveCustomer, saveSubscription, settleMembership, type Cause } from './membership';
import type { PaymentDeps } from './payment-deps';
import { ownerOfSubscription } from './subscription-repository';

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;

export function createSubscriptionSync({ db, events, provider }: PaymentDeps) {
  const kind = provider.kind;
  /** `userHint`: whose it is when we made it for them; otherwise our copy's owner, or the provider's metadata. */
  return async function syncSubscription(subscriptionId: string, userHint: number | null, cause: Cause) {
    const sub = await provider.getSubscription(subscriptionId);
    const userId = (await ownerOfSubscription(db, kind, sub.id)) ?? userHint ?? sub.userId;
    if (!userId) return null;
    const change = await db.transaction(async (tx) => {
      const user = await lockMember(tx, userId);
      if (!user) return null;
      await saveSubscription(tx, kind, userId, sub);
      if (sub.customerId) await saveCustomer(tx, kind, userId, sub.customerId, sub.card);
      return settleMembership(tx, kind, userId, cause);
    });
    announceChange(events, userId, change);
    return { userId, sub, change };
  };
}
