// The one Redis connection of a server, when REDIS_URL is set: what several API servers behind a
// load balancer must agree on (rate limits, the public caches and their invalidation, counted
// views) lives there. Without REDIS_URL every server keeps these in its own memory, which is right
// for one server (the embedded default) and needs nothing installed.
import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** Connects (and waits for the connection), or answers null when no URL is configured. */
export async function openRedis(url: string | null, keyPrefix: string): Promise<RedisClient | null> {
  if (!url) return null;
  const client = new Redis(url, {
    // A call waits for a reconnect at most this long, then fails, instead of hanging a request.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A Redis that stops answering without closing the connection fails the call, not the request.
    commandTimeout: 3_000,
    // Every key this site writes starts with this (REDIS_KEY_PREFIX), so one Redis can serve other
    // things too, and test runs sharing one Redis keep apart.
    keyPrefix,
    lazyConnect: true,
  });
  await client.connect();
  return client;
}
