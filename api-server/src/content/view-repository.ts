// The SQL of content_views: the views of each question and column written so far, added to in
// batches by the view counter (view-counter.ts).
import type { ContentKind } from '@hiroba/contract';
import type { Queryable } from '../db/database';

/** Adds each item's new views (id → views) to its row, in one statement. */
export async function addViews(db: Queryable, kind: ContentKind, views: Map<number, number>): Promise<void> {
  // In id order, so two servers adding to the same rows take their locks in the same order.
  await db.query(
    `INSERT INTO content_views (content_type, content_id, views)
     SELECT $1, v.id, v.n FROM unnest($2::int[], $3::int[]) AS v(id, n) ORDER BY v.id
     ON CONFLICT (content_type, content_id) DO UPDATE SET views = content_views.views + EXCLUDED.views`,
    [kind, [...views.keys()], [...views.values()]],
  );
}
