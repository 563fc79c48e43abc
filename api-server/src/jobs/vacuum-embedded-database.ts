// The embedded database (PGlite) has no autovacuum: without fresh statistics and a vacuum, searches slow
// down as rows change (docs/stack.md#pglite-quirks). Nightly, at a quiet hour in Japan (03:23 JST). A
// PostgreSQL server vacuums itself, so there the job does nothing.
import type { JobDefinition } from './job-definition';

export const vacuumEmbeddedDatabase: JobDefinition = {
  queue: 'vacuum-embedded-database',
  settings: { retryLimit: 1, retryDelaySeconds: 600, retryBackoff: false, expireInSeconds: 3600 },
  cron: '23 18 * * *',
  async handle(_data, { db }) {
    if (db.kind === 'pglite') await db.exec('VACUUM ANALYZE');
  },
};
