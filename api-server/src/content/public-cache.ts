// Short-lived caches of the public reads of content (questions now, columns next). Every write that
// changes what a public page shows is announced on the event bus, and the caches listen; other
// servers behind a load balancer serve what they hold for at most the TTL.
// - totals for paging (5 s): counting 100,000 rows on every list call would cost more than the page;
// - anonymous pages and single items (2 s): the same public answer for every visitor, so a busy list
//   costs one query per TTL instead of one per reader. Signed-in callers always read fresh rows
//   (their liked/favorited marks and what they may edit are their own).
import type { DomainEvents } from '../events/domain-events';

export const COUNT_TTL_MS = 5_000;
export const PAGE_TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  // Loads under way: callers that miss at the same moment share one load instead of each running it.
  const loading = new Map<string, Promise<T>>();
  let generation = 0;
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const running = loading.get(key);
      if (running) return running;
      const started = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key);
          // A write that cleared the cache while loading makes this value stale: do not keep it.
          if (started === generation) {
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expires: now() + ttlMs });
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}

export interface PublicCache {
  counts: TtlCache<number>;
  pages: TtlCache<unknown>;
  clear(): void;
}

/**
 * Public pages embed authors, experts, categories and tags, so any of those changing empties both
 * caches; written view counts only make cached pages stale, not totals.
 */
export function createPublicCache(events: DomainEvents): PublicCache {
  const counts = createTtlCache<number>(COUNT_TTL_MS);
  const pages = createTtlCache<unknown>(PAGE_TTL_MS);
  const clear = () => {
    counts.clear();
    pages.clear();
  };
  events.subscribe((event) => (event.type === 'content.views-written' ? pages.clear() : clear()));
  return { counts, pages, clear };
}
