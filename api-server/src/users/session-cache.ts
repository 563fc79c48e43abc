// What a signed-in call checks of its token (session-repository.ts), kept in memory so that the
// common call makes no database trip before its data (docs/operations.md#the-session-check).
//
// An entry is the account behind one token as the database last said it (id, role, token version)
// and is trusted for at most SESSION_CACHE_SECONDS. Before that it is dropped at once when the
// account's sessions change: a sign-out, a password or address change, a suspension, a role change
// or a withdrawal (the events `sessions.changed` and `user.changed`). With REDIS_URL every server
// hears of those through one Redis channel, and nothing is cached while that channel is not
// connected (a message missed then could leave a session alive elsewhere). A check that read the
// database while a change arrived keeps nothing: what it read may be from before the change.
import type { Role } from '@hiroba/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DomainEvents } from '../events/domain-events';
import type { RedisClient } from '../lib/redis';

/** A good token's account. */
export interface TokenAccount {
  id: number;
  role: Role;
  token_version: number;
}

export interface SessionCache {
  /** The account of the token `jti`, from memory or from `load` (the database; null: no good). */
  check(jti: string, load: () => Promise<TokenAccount | null>): Promise<TokenAccount | null>;
  /** Resolves once every change so far was told to the other servers (a write's answer waits for it). */
  settled(): Promise<void>;
  /** Stops listening to the other servers. */
  close(): Promise<void>;
  /** Sessions held now (tests of the bound). */
  readonly size: number;
}

export interface SessionCacheDeps {
  events: DomainEvents;
  redis: RedisClient | null;
  config: { redisKeyPrefix: string; sessionCache: { seconds: number; entries: number } };
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The other servers' side: one channel on which each server says whose sessions changed. */
interface Relay {
  /** Whether every change made on another server reaches this one now. */
  readonly listening: boolean;
  tell(userId: number): void;
  settled(): Promise<void>;
  close(): Promise<void>;
}

function redisRelay(redis: RedisClient, channel: string, heard: (userId: number) => void, onDeaf: () => void, log: SessionCacheDeps['log']): Relay {
  // A connection in subscriber mode takes no other command: a second one, with the same settings.
  const subscriber = redis.duplicate();
  let connected = false;
  let subscribed = false;
  const pending = new Set<Promise<unknown>>();
  subscriber.on('message', (_channel: string, message: string) => {
    const userId = Number(message);
    if (Number.isSafeInteger(userId)) heard(userId);
  });
  // Subscribed again after a reconnect (ioredis does that itself); what was said meanwhile is lost,
  // so everything held is dropped both when the channel goes and when it is back.
  subscriber.on('ready', () => {
    onDeaf();
    connected = true;
  });
  for (const gone of ['close', 'reconnecting', 'end']) {
    subscriber.on(gone, () => {
      connected = false;
      onDeaf();
    });
  }
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'session channel unreachable; sessions are checked in the database'));
  subscriber
    .connect()
    .then(() => subscriber.subscribe(channel))
    .then(
      () => {
        subscribed = true;
        onDeaf();
      },
      (error: unknown) => log.warn({ err: error }, 'session channel not connected; sessions are checked in the database'),
    );
  return {
    get listening() {
      return connected && subscribed && subscriber.status === 'ready';
    },
    tell(userId) {
      const told = redis.publish(channel, String(userId)).catch((error: unknown) => {
        // The others then trust what they hold until it is SESSION_CACHE_SECONDS old.
        log.warn({ err: error }, 'a session change was not told to the other servers');
      });
      pending.add(told);
      void told.finally(() => pending.delete(told));
    },
    async settled() {
      if (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      connected = false;
      subscriber.disconnect();
    },
  };
}

const alone: Relay = { listening: true, tell: () => undefined, settled: async () => undefined, close: async () => undefined };

export function createSessionCache({ events, redis, config, log }: SessionCacheDeps): SessionCache {
  const { seconds, entries } = config.sessionCache;
  const held = new LRUCache<string, TokenAccount>({ max: entries, ttl: Math.max(seconds, 1) * 1000 });
  // Counts the changes heard, so a database read that overlapped one is not kept.
  let changes = 0;
  const forget = (userId: number) => {
    changes++;
    // Collected first: deleting while lru-cache walks its entries could skip one.
    const ended = [...held.entries()].filter(([, account]) => account.id === userId).map(([jti]) => jti);
    for (const jti of ended) held.delete(jti);
  };
  const forgetAll = () => {
    changes++;
    held.clear();
  };
  // Redis keys carry the prefix by themselves; a channel's name does not.
  const relay = redis && seconds > 0 ? redisRelay(redis, `${config.redisKeyPrefix}sessions:changed`, forget, forgetAll, log) : alone;
  events.subscribe((event) => {
    if (event.type !== 'sessions.changed' && event.type !== 'user.changed') return;
    forget(event.id);
    relay.tell(event.id);
  });

  return {
    async check(jti, load) {
      if (seconds === 0 || !relay.listening) return load();
      const hit = held.get(jti);
      if (hit) return hit;
      const before = changes;
      const account = await load();
      if (account && before === changes && relay.listening) held.set(jti, account);
      return account;
    },
    settled: () => relay.settled(),
    close: () => relay.close(),
    get size() {
      return held.size;
    },
  };
}
