// The embedded database's vacuum and fresh statistics (db/vacuum.ts), nightly, at a quiet hour in
// Japan (03:23 JST). On a PostgreSQL server the job does nothing.
import { vacuumEmbedded } from '../db/vacuum';
import type { JobDefinition } from './job-definition';

export const vacuumEmbeddedDatabase: JobDefinition = {
  queue: 'vacuum-embedded-database',
  settings: { retryLimit: 1, retryDelaySeconds: 600, retryBackoff: false, expireInSeconds: 3600 },
  cron: '23 18 * * *',
  handle: (_data, { db }) => vacuumEmbedded(db),
};
