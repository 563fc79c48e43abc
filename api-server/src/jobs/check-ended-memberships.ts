// The scheduled check behind the webhook: a paid member whose period ended an hour ago without any
// event is read back from the provider, so a lost event never leaves someone paid for free or
// charged without access (payments/ended-period-check.ts).
import type { JobDefinition } from './job-definition';

export const checkEndedMemberships: JobDefinition = {
  queue: 'check-ended-memberships',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 600, keepFinishedSeconds: 86_400 },
  cron: '*/10 * * * *',
  async handle(_data, { payments }) {
    await payments.checkEndedPeriods();
  },
};
