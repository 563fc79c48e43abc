// Views are counted in memory and written in one UPDATE every few seconds, so reading a question
// never waits on a row lock held by another reader's increment. A crash loses at most one
// interval of views, which a view count can afford.
import type { Database } from '../db/database';

export const VIEW_FLUSH_MS = 3_000;

export interface ViewCounter {
  /** Counts one view; answers how many of this question's views are not written yet. */
  add(questionId: number): number;
  pending(questionId: number): number;
  /** Writes every pending view now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** `onWritten` runs after a batch is written (cached questions then show stale counts: drop them). */
export function createViewCounter(db: Database, onWritten: () => void = () => undefined, intervalMs = VIEW_FLUSH_MS): ViewCounter {
  let counts = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    if (batch.size === 0) return;
    await db.query(
      `UPDATE questions q SET view_counts = q.view_counts + v.n
         FROM unnest($1::int[], $2::int[]) AS v(id, n) WHERE q.id = v.id`,
      [[...batch.keys()], [...batch.values()]],
    );
    onWritten();
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
    add(questionId) {
      const n = (counts.get(questionId) ?? 0) + 1;
      counts.set(questionId, n);
      return n;
    },
    pending: (questionId) => counts.get(questionId) ?? 0,
    flush,
    async stop() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}
