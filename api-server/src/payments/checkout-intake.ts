// What a completed checkout did, taken in: the subscription it started, or the card it saved. The
// person's return and the provider's event both come here, in either order; each applies what the
// provider says of the checkout now.
import { isCheckoutComplete, markCheckoutComplete, setCheckoutStatus, type SessionRow } from './checkout-session-repository';
import { saveCustomer, type Cause } from './membership';
import type { PaymentDeps } from './payment-deps';
import { LIVE_STATUSES, type ProviderCheckout } from './provider';
import type { SubscriptionSync } from './subscription-sync';
import { latestSubscriptionOf } from './subscription-repository';

export type CheckoutIntake = (checkout: ProviderCheckout, session: SessionRow, cause: Cause) => Promise<void>;

export function createCheckoutIntake({ db, provider }: PaymentDeps, syncSubscription: SubscriptionSync): CheckoutIntake {
  const kind = provider.kind;
  return async function takeInCheckout(checkout, session, cause) {
    if (checkout.status !== 'complete' || !checkout.paid) {
      await setCheckoutStatus(db, session.id, checkout.status);
      return;
    }
    if (checkout.customerId) {
      const customerId = checkout.customerId;
      await db.transaction((tx) => saveCustomer(tx, kind, session.user_id, customerId, null));
    }
    if (session.purpose === 'subscribe' && checkout.subscriptionId) {
      await syncSubscription(checkout.subscriptionId, session.user_id, cause);
    } else if (session.purpose === 'update_card') {
      // Applied once: a late event or an old return address must not put back a card changed since.
      if (await isCheckoutComplete(db, session.id)) return;
      const live = await latestSubscriptionOf(db, kind, session.user_id, LIVE_STATUSES);
      const card = await provider.applyCardFromCheckout(checkout, live?.provider_subscription_id ?? null);
      if (live) await syncSubscription(live.provider_subscription_id, session.user_id, cause);
      if (card && checkout.customerId) {
        const customerId = checkout.customerId;
        await db.transaction((tx) => saveCustomer(tx, kind, session.user_id, customerId, card));
      }
    }
    await markCheckoutComplete(db, session.id);
  };
}
