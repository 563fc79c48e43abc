// Views are counted in memory and added to content_views in one statement every few seconds, so
// reading a page never waits on a row lock held by another reader's increment, and the content rows
// (with their indexes) are not rewritten for a view. A crash loses at most one interval of views,
// which a view count can afford. Popularity picks the counts up on its own schedule (popularity-repository.ts).
//
// A person counts once per item per VIEW_PERIOD_MS (docs/product.md#view-counts): reloading a page
// does not pump the count that ranks the popular lists. "Seen in this period" is a rate limit of one
// per viewer and item (rate-limiter-flexible through lib/rate-limit-store.ts): in this process's
// memory, or in Redis with REDIS_URL so every server agrees; its keys expire with the period.
import { createHmac } from 'node:crypto';
import type { ContentKind } from '@hiroba/contract';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { RateLimits } from '../lib/rate-limits';
import { addViews } from './view-repository';

export const VIEW_FLUSH_MS = 3_000;

/** A person's reads of one item within this period count as one view. */
export const VIEW_PERIOD_MS = 24 * 60 * 60 * 1000;

/**
 * Who read: a signed-in member by account, anyone else by client address. `countedByPage`: the
 * member's read of an article whose page, just drawn, counted it by address (http/viewer.ts): they
 * are noted as having read it, and not counted a second time.
 */
export type Viewer = { userId: number; countedByPage?: boolean } | { address: string };

export interface ViewCounter {
  /**
   * Counts one view unless this viewer already read the item in the period; answers how many of the
   * item's views are not written yet. Never fails: a store that cannot answer counts the view.
   */
  add(id: number, viewer: Viewer): Promise<number>;
  /** The same, answering whether this read was counted (the page route, which shows no count). */
  count(id: number, viewer: Viewer): Promise<boolean>;
  pending(id: number): number;
  /** Writes every pending view now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface ViewCounterDeps {
  db: Database;
  events: DomainEvents;
  rateLimits: RateLimits;
  /** Keys the address hashes (JWT_SECRET: the same on every server, so they agree). */
  secret: string;
  log?: FastifyBaseLogger;
}

export function createViewCounter({ db, events, rateLimits, secret, log }: ViewCounterDeps, kind: ContentKind, intervalMs = VIEW_FLUSH_MS): ViewCounter {
  let counts = new Map<number, number>();
  // Batches taken out of `counts` and not yet stored: still counted, or a read while one is being
  // written would show the item's views missing from both the table and memory.
  const unstored = new Set<Map<number, number>>();
  let flushing: Promise<void> = Promise.resolve();
  const unwritten = (id: number) => [...unstored].reduce((sum, batch) => sum + (batch.get(id) ?? 0), counts.get(id) ?? 0);
  const rule = { max: 1, windowMs: VIEW_PERIOD_MS };

  // An address is kept only as a keyed hash: a plain one could be reversed by trying every IPv4.
  const viewerKey = (viewer: Viewer) =>
    'userId' in viewer ? `u${viewer.userId}` : `a${createHmac('sha256', secret).update(`viewer:${viewer.address}`).digest('base64url').slice(0, 22)}`;

  async function firstInPeriod(id: number, viewer: Viewer): Promise<boolean> {
    try {
      // Asked each time: resetting the rate limits (tests) starts a fresh limiter.
      await rateLimits.forRule(`views:${kind}`, rule).consume(`${id}:${viewerKey(viewer)}`);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      // Redis away falls back to memory (rate-limit-store.ts); anything else must not fail the read.
      log?.warn({ err: error }, 'a view could not be checked against earlier ones; counted');
      return true;
    }
  }

  async function write(batch: Map<number, number>): Promise<void> {
    if (batch.size === 0) return;
    await addViews(db, kind, batch);
    events.publish({ type: 'content.views-written', kind });
  }

  function flush(): Promise<void> {
    const batch = counts;
    counts = new Map();
    unstored.add(batch);
    // One flush at a time, in order; a failed batch is dropped (views are not worth a retry queue).
    flushing = flushing
      .catch(() => undefined)
      .then(() => write(batch))
      .finally(() => unstored.delete(batch));
    return flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs);
  timer.unref();

  async function count(id: number, viewer: Viewer): Promise<boolean> {
    const counted = (await firstInPeriod(id, viewer)) && !('countedByPage' in viewer && viewer.countedByPage);
    if (counted) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counted;
  }

  return {
    async add(id, viewer) {
      await count(id, viewer);
      return unwritten(id);
    },
    count,
    pending: unwritten,
    flush,
    async stop() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}
