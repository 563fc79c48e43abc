// Tells members whose paid membership ends within days (notifications/membership-ending.ts); a run
// that fails is done by the next one.
import { noticeEndingMemberships } from '../notifications/membership-ending';
import type { JobDefinition } from './job-definition';

export const membershipEndingNotices: JobDefinition = {
  queue: 'membership-ending-notices',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 600 },
  cron: '23 * * * *',
  async handle(_data, { db, notifier }) {
    await noticeEndingMemberships(db, notifier);
  },
};
