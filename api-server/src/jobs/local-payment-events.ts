// Delivers the local test provider's events to our webhook handler, signed like Stripe's, after the
// request that caused them has answered (so they may come before or after the browser's return, as
// real ones do). A failed delivery is retried, as the provider would.
import { LOCAL_EVENTS_QUEUE } from '../payments/local/local-provider';
import type { JobDefinition } from './job-definition';

export const localPaymentEvents: JobDefinition<{ payload: string }> = {
  queue: LOCAL_EVENTS_QUEUE,
  settings: { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120, keepFinishedSeconds: 3600 },
  async handle({ payload }, { payments }) {
    const local = payments.local;
    if (!local) return;
    const { body, signature } = local.signedDelivery(payload);
    await payments.receiveWebhook(body, signature);
  },
};
