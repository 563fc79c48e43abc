// Popularity (questions' and columns' hot_score, migrations 002, 003 and 005) counts views as of the
// last scoring, so view batches never rewrite indexed rows. This brings the snapshot up to date for
// the items viewed since; a scheduled job runs it, a few thousand rows at a time.
import type { ContentKind } from '@hiroba/contract';
import type { Database } from '../db/database';
import { ITEM_TABLES } from '../items/item-kinds';

export const RESCORE_BATCH = 5_000;

/** Returns how many items of the kind were re-scored. */
export async function rescoreViewed(db: Database, kind: ContentKind, batch = RESCORE_BATCH): Promise<number> {
  const { table } = ITEM_TABLES[kind];
  let total = 0;
  for (;;) {
    const rows = await db.query(
      `UPDATE ${table} t SET scored_views = s.views
         FROM (SELECT cv.content_id AS id, cv.views FROM content_views cv JOIN ${table} t2 ON t2.id = cv.content_id
                WHERE cv.content_type = '${kind}' AND t2.scored_views <> cv.views
                ORDER BY cv.content_id LIMIT $1) s
        WHERE t.id = s.id RETURNING t.id`,
      [batch],
    );
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
