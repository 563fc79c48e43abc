// Short-lived caches of the public reads of content. Every write that changes what a public page
// shows is announced on the event bus and bumps a generation (cache-generations.ts, shared through
// Redis between servers); an entry made under an older generation is not served.
// - totals for paging (5 s): counting 100,000 rows on every list call would cost more than the page;
// - anonymous pages and single items (2 s): the same public answer for every visitor, so a busy list
//   costs one query per TTL instead of one per reader. Signed-in callers always read fresh rows
//   (their liked/favorited marks and what they may edit are their own).
import type { CacheGenerations } from './cache-generations';

export const COUNT_TTL_MS = 5_000;
export const PAGE_TTL_MS = 2_000;
/** Entries one cache holds at most; the oldest goes first. */
export const MAX_ENTRIES = 1_000;

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** The version an entry must have been made under to be served (cache-generations.ts). */
export type CacheVersion = () => Promise<string | null>;

const UNVERSIONED: CacheVersion = async () => '';

export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now, version: CacheVersion = UNVERSIONED): TtlCache<T> {
  const entries = new Map<string, { value: T; expires: number; version: string }>();
  // Loads under way: callers that miss at the same moment share one load instead of each running it.
  const loading = new Map<string, Promise<T>>();
  let cleared = 0;
  return {
    async get(key, load) {
      const current = await version();
      if (current === null) return load();
      const hit = entries.get(key);
      if (hit && hit.version === current && hit.expires > now()) return hit.value;
      const loadKey = `${current}\n${key}`;
      const running = loading.get(loadKey);
      if (running) return running;
      const started = cleared;
      const promise = load().then(
        (value) => {
          if (loading.get(loadKey) === promise) loading.delete(loadKey);
          // A clear() while loading makes this value stale: do not keep it. (A write on any server
          // bumps the version instead, and this entry's older version is then a miss.)
          if (started === cleared) {
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expires: now() + ttlMs, version: current });
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(loadKey) === promise) loading.delete(loadKey);
          throw error;
        },
      );
      loading.set(loadKey, promise);
      return promise;
    },
    clear() {
      cleared++;
      entries.clear();
      loading.clear();
    },
  };
}

export interface PublicCache {
  counts: TtlCache<number>;
  pages: TtlCache<unknown>;
  /** Empties this server's copies (tests; a write bumps the generations instead). */
  clear(): void;
}

/**
 * Public pages embed authors, experts, categories and tags, so any of those changing makes both
 * caches stale; written view counts only make cached pages stale, not totals.
 */
export function createPublicCache(generations: CacheGenerations): PublicCache {
  const counts = createTtlCache<number>(COUNT_TTL_MS, Date.now, () => generations.read(['content']));
  const pages = createTtlCache<unknown>(PAGE_TTL_MS, Date.now, () => generations.read(['content', 'views']));
  return {
    counts,
    pages,
    clear() {
      counts.clear();
      pages.clear();
    },
  };
}
