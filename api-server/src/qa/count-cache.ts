// Totals for paging, kept a few seconds per filter: counting 100,000 rows on every list call would
// cost more than the page itself. Any Q&A write in this process clears it; other servers behind a
// load balancer show a total at most TTL old (the rows themselves are always fresh).
export const COUNT_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
  clear(): void;
}

export function createCountCache(ttlMs = COUNT_TTL_MS, now: () => number = Date.now): CountCache {
  const entries = new Map<string, { value: number; expires: number }>();
  let generation = 0;
  return {
    async get(key, count) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const started = generation;
      const value = await count();
      // A write that cleared the cache while counting makes this value stale: do not keep it.
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expires: now() + ttlMs });
      }
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
