// Rows whose search columns were written with an older folding (search/search-index.ts) are written
// again, every minute and once at start, until none is left; running twice does nothing more.
import { reindexSearch } from '../search/search-index';
import { housekeepingJob } from './job-definition';

export const REINDEX_SEARCH_QUEUE = 'reindex-search';

export const reindexSearchJob = housekeepingJob({
  queue: REINDEX_SEARCH_QUEUE,
  cron: '* * * * *',
  expireInSeconds: 600,
  async run(db) {
    await reindexSearch(db);
  },
});
