// Popularity (questions' and columns' hot_score) takes in the views counted since the last run
// (content/popularity-repository.ts): view batches never rewrite indexed rows themselves.
import { rescoreViewed } from '../content/popularity-repository';
import type { JobDefinition } from './job-definition';

export const rescorePopularity: JobDefinition = {
  queue: 'rescore-popularity',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 600 },
  cron: '*/10 * * * *',
  async handle(_data, { db }) {
    await rescoreViewed(db, 'question');
    await rescoreViewed(db, 'column');
  },
};
