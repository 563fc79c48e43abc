// Which version of the public content a cached answer was made from. A write bumps a generation; an
// entry made under an older one is a miss. The numbers live in this process, or in Redis when
// REDIS_URL is set, so a write on one API server empties the caches of every server at once
// (docs/operations.md#several-servers). The cached values themselves stay in each server's memory:
// only the generation (one small read per cached call) crosses the network.
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../events/domain-events';
import type { RedisClient } from '../lib/redis';

/**
 * content: anything a public page embeds (content, authors, experts, taxonomy); views: written view
 * counts; references: the authors, experts and taxonomy alone (content/shared-records.ts).
 */
export type GenerationName = 'content' | 'views' | 'references';

export interface CacheGenerations {
  /** The current generations of `names`, as one key; null when they cannot be read (do not cache). */
  read(names: readonly GenerationName[]): Promise<string | null>;
  /**
   * Resolves once every bump so far is stored. A write's answer waits for it, so a reader sent to
   * another server right after the answer never gets the cached page from before the write.
   */
  settled(): Promise<void>;
}

const KEY = (name: GenerationName) => `cache:generation:${name}`;

function memoryGenerations() {
  const numbers: Record<GenerationName, number> = { content: 0, views: 0, references: 0 };
  return {
    read: async (names: readonly GenerationName[]) => names.map((name) => numbers[name]).join(':'),
    bump(name: GenerationName) {
      numbers[name]++;
    },
    settled: async () => undefined,
  };
}

function redisGenerations(redis: RedisClient, log: Pick<FastifyBaseLogger, 'warn'>) {
  const pending = new Set<Promise<unknown>>();
  return {
    async read(names: readonly GenerationName[]) {
      try {
        return (await redis.mget(names.map(KEY))).map((value) => value ?? '0').join(':');
      } catch (error) {
        // Redis away: read from the database and keep nothing, rather than fail the call.
        log.warn({ err: error }, 'cache generations unreadable; caching paused');
        return null;
      }
    },
    bump(name: GenerationName) {
      const stored = redis.incr(KEY(name)).catch((error: unknown) => {
        // Other servers then serve their copy until its TTL (seconds) runs out.
        log.warn({ err: error }, 'cache generation not bumped');
      });
      pending.add(stored);
      void stored.finally(() => pending.delete(stored));
    },
    async settled() {
      if (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** The generations, bumped by the domain events of this server's writes. */
export function createCacheGenerations(events: DomainEvents, redis: RedisClient | null, log: Pick<FastifyBaseLogger, 'warn'>): CacheGenerations {
  const generations = redis ? redisGenerations(redis, log) : memoryGenerations();
  events.subscribe((event) => {
    if (event.type === 'sessions.changed') return;
    generations.bump(event.type === 'content.views-written' ? 'views' : 'content');
    if (event.type === 'user.changed' || event.type === 'expert.changed' || event.type === 'taxonomy.changed') generations.bump('references');
  });
  return { read: (names) => generations.read(names), settled: () => generations.settled() };
}
