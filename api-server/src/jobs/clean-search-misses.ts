// The searches that found nothing are kept 90 days (search/search-service.ts): older days are deleted.
import { MISSES_KEPT_DAYS } from '../search/search-service';
import { deleteOldMisses } from '../search/search-word-repository';
import { japanDate } from '../lib/japan-time';
import { housekeepingJob } from './job-definition';

export const cleanSearchMisses = housekeepingJob({
  queue: 'clean-search-misses',
  cron: '47 3 * * *',
  expireInSeconds: 300,
  async run(db) {
    await deleteOldMisses(db, japanDate(new Date(Date.now() - MISSES_KEPT_DAYS * 86_400_000)));
  },
});
