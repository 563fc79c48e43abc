// Popularity (questions' and columns' hot_score) takes in the views counted since the last run
// (content/popularity-repository.ts): view batches never rewrite indexed rows themselves.
import { CONTENT_KINDS } from '@hiroba/contract/fields';
import { rescoreViewed } from '../content/popularity-repository';
import { housekeepingJob } from './job-definition';

export const rescorePopularity = housekeepingJob({
  queue: 'rescore-popularity',
  cron: '*/10 * * * *',
  expireInSeconds: 600,
  async run(db) {
    for (const kind of CONTENT_KINDS) await rescoreViewed(db, kind);
  },
});
