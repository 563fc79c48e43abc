// Where the rate limits count (rate-limiter-flexible): in this process's memory without REDIS_URL
// (one server, the embedded default, nothing to install), in Redis with it, so every API server
// behind the load balancer counts the same person and address the same way.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from './redis';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Every rate-limit key in Redis starts with this, after the client's REDIS_KEY_PREFIX. */
const KEY_SPACE = 'rl';

export function createLimiter(redis: RedisClient | null, name: string, rule: LimitRule): RateLimiterAbstract {
  const options = { keyPrefix: `${KEY_SPACE}:${name}`, points: rule.max, duration: Math.ceil(rule.windowMs / 1000) };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  // Redis away mid-run (restarted, unreachable): each server counts in its own memory until it is
  // back, instead of answering every sign-in with 500. Limits are then at most "servers ×" looser
  // for a while, but they still hold, and signing in keeps working. rejectIfRedisNotReady sends a
  // call to memory at once while ioredis reconnects, instead of after its retry.
  return new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
}

/** Deletes every rate-limit key this site's client can see (tests; unblocking everyone at once). */
export async function deleteLimiterKeys(redis: RedisClient): Promise<void> {
  const prefix = redis.options.keyPrefix ?? '';
  // ioredis adds its keyPrefix to DEL's keys but not to SCAN's pattern: match with it, delete without.
  const stream = redis.scanStream({ match: `${prefix}${KEY_SPACE}:*`, count: 500 });
  for await (const keys of stream as AsyncIterable<string[]>) {
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  }
}
