// Popularity (questions' hot_score, migrations 002 and 003) counts views as of the last scoring, so
// view batches never rewrite indexed rows. This brings the snapshot up to date for the questions
// viewed since; a scheduled job runs it, a few thousand rows at a time.
import type { Database } from '../db/database';

export const RESCORE_BATCH = 5_000;

/** Returns how many questions were re-scored. */
export async function rescoreViewedQuestions(db: Database, batch = RESCORE_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db.query(
      `UPDATE questions q SET scored_views = s.views
         FROM (SELECT cv.content_id AS id, cv.views FROM content_views cv JOIN questions q2 ON q2.id = cv.content_id
                WHERE cv.content_type = 'question' AND q2.scored_views <> cv.views
                ORDER BY cv.content_id LIMIT $1) s
        WHERE q.id = s.id RETURNING q.id`,
      [batch],
    );
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
