// checkout.session.*: a checkout we made is read back and taken in, as the person's return would.
// A checkout we did not make is not ours to apply.
import { findCheckoutSession } from '../checkout-session-repository';
import type { CheckoutIntake } from '../checkout-intake';
import type { PaymentDeps } from '../payment-deps';
import type { EventHandler } from './webhook-controller';

export function checkoutEventHandler({ db, provider }: PaymentDeps, takeInCheckout: CheckoutIntake): EventHandler {
  return async (checkoutId, eventId) => {
    const session = await findCheckoutSession(db, provider.kind, checkoutId);
    if (session) await takeInCheckout(await provider.getCheckout(checkoutId), session, { reason: 'provider_event', eventId });
  };
}
