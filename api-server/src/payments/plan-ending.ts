// Ending a person's plans at once, at the provider and in our copy: for a permanent paid member
// (nothing may charge them again) and for 退会, after which the provider also forgets the customer.
import { customerIdOf } from './billing-customer-repository';
import { saveSubscription } from './membership';
import type { PaymentDeps } from './payment-deps';
import { LIVE_STATUSES } from './provider';
import { ask } from './provider-calls';
import { subscriptionIdsOf } from './subscription-repository';

export type PlanEnding = ReturnType<typeof createPlanEnding>;

export function createPlanEnding({ db, provider }: PaymentDeps) {
  const kind = provider.kind;

  /** Ends every plan of the person's that could still charge. Answers how many; ProviderUnavailable when away. */
  async function endLivePlans(userId: number): Promise<number> {
    const live = await subscriptionIdsOf(db, kind, userId, LIVE_STATUSES);
    for (const id of live) {
      const sub = await provider.cancelNow(id);
      await db.transaction((tx) => saveSubscription(tx, kind, userId, sub));
    }
    return live.length;
  }

  return {
    endLivePlans,

    /**
     * 退会: every subscription that could still charge is ended, then the provider forgets the customer
     * (their e-mail and saved cards), so nothing personal stays with the payment company either.
     */
    async endCustomer(userId: number) {
      await ask(() => endLivePlans(userId));
      const customerId = await customerIdOf(db, kind, userId);
      if (customerId) await ask(() => provider.forgetCustomer(customerId));
    },
  };
}
