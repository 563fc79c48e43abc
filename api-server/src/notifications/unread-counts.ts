// The bell's unread count, read by every signed-in page each NOTIFICATION_POLL_SECONDS while it is
// visible (docs/notifications.md#the-bell). With REDIS_URL, every server keeps the counts in Redis
// for a few seconds and forgets a person's count when they get a notification or read one, so all
// servers answer the same number and most polls never reach the database. Without Redis the count
// is read from the database each time: one server needs no cache for an indexed count, and a cache
// in each server's memory would let two servers disagree.
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../lib/redis';

// A count may be stale this long after a change the forgetting missed (a write forgotten before its
// transaction committed, a post hidden by an admin).
const TTL_SECONDS = 15;
const KEY = (userId: number) => `notifications:unread:${userId}`;

export interface UnreadCounts {
  read(userId: number, count: () => Promise<number>): Promise<number>;
  forget(userIds: number[]): void;
}

export function createUnreadCounts(redis: RedisClient | null, log: Pick<FastifyBaseLogger, 'warn'>): UnreadCounts {
  if (!redis) return { read: (_userId, count) => count(), forget: () => undefined };
  return {
    async read(userId, count) {
      const cached = await redis.get(KEY(userId)).catch(() => null);
      if (cached !== null) return Number(cached);
      const fresh = await count();
      await redis.set(KEY(userId), String(fresh), 'EX', TTL_SECONDS).catch((error: unknown) => log.warn({ err: error }, 'unread count not cached'));
      return fresh;
    },
    forget(userIds) {
      if (userIds.length === 0) return;
      // Redis away: the counts run out with their TTL.
      redis.del(...userIds.map(KEY)).catch((error: unknown) => log.warn({ err: error }, 'unread counts not forgotten'));
    },
  };
}
