// The local test provider's monthly billing: renewals that fell due, retries of refused ones and the
// end of cancelled subscriptions, by the provider's own clock. Does nothing with Stripe, which bills
// on its side.
import type { JobDefinition } from './job-definition';

export const localPaymentBilling: JobDefinition = {
  queue: 'local-payment-billing',
  settings: { retryLimit: 2, retryDelaySeconds: 20, retryBackoff: true, expireInSeconds: 120, keepFinishedSeconds: 3600 },
  cron: '* * * * *',
  async handle(_data, { payments }) {
    await payments.local?.runBilling();
  },
};
