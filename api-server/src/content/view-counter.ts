// Views are counted in memory and added to content_views in one statement every few seconds, so
// reading a page never waits on a row lock held by another reader's increment, and the content rows
// (with their indexes) are not rewritten for a view. A crash loses at most one interval of views,
// which a view count can afford. Popularity picks the counts up on its own schedule (popularity.ts).
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { ContentKind } from './content-kinds';

export const VIEW_FLUSH_MS = 3_000;

export interface ViewCounter {
  /** Counts one view; answers how many of this item's views are not written yet. */
  add(id: number): number;
  pending(id: number): number;
  /** Writes every pending view now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createViewCounter(db: Database, events: DomainEvents, kind: ContentKind, intervalMs = VIEW_FLUSH_MS): ViewCounter {
  let counts = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    if (batch.size === 0) return;
    // In id order, so two servers adding to the same rows take their locks in the same order.
    await db.query(
      `INSERT INTO content_views (content_type, content_id, views)
       SELECT $1, v.id, v.n FROM unnest($2::int[], $3::int[]) AS v(id, n) ORDER BY v.id
       ON CONFLICT (content_type, content_id) DO UPDATE SET views = content_views.views + EXCLUDED.views`,
      [kind, [...batch.keys()], [...batch.values()]],
    );
    events.publish({ type: 'content.views-written', kind });
  }

  function flush(): Promise<void> {
    const batch = counts;
    counts = new Map();
    // One flush at a time, in order; a failed batch is dropped (views are not worth a retry queue).
    flushing = flushing.catch(() => undefined).then(() => write(batch));
    return flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs);
  timer.unref();

  return {
    add(id) {
      const n = (counts.get(id) ?? 0) + 1;
      counts.set(id, n);
      return n;
    },
    pending: (id) => counts.get(id) ?? 0,
    flush,
    async stop() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}
