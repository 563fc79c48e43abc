// customer.subscription.*: the subscription is read back and our copy and the person's role follow it.
import type { SubscriptionSync } from '../subscription-sync';
import type { EventHandler } from './webhook-controller';

export function subscriptionEventHandler(syncSubscription: SubscriptionSync): EventHandler {
  return async (subscriptionId, eventId) => {
    await syncSubscription(subscriptionId, null, { reason: 'provider_event', eventId });
  };
}
