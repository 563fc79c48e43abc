// The embedded database (PGlite) has no autovacuum: without fresh statistics and a vacuum, searches
// slow down as rows change (docs/stack.md#pglite-quirks). A PostgreSQL server vacuums itself, so
// there this does nothing.
import type { Database } from './database';

export async function vacuumEmbedded(db: Database): Promise<void> {
  if (db.kind === 'pglite') await db.exec('VACUUM ANALYZE');
}
