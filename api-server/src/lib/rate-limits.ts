// The rate limits' numbers and counters (docs/architecture.md#rate-limits): LIMITS, one table of every
// limit, per address, per e-mail or per person; where they count is rate-limit-store.ts (this
// process's memory, or Redis shared by every server with REDIS_URL). Sign-in
// (users/sign-in-throttle.ts) and the current-password check count failures with `take` and `named`;
// routes count calls with the preHandlers of plugins/rate-limits.ts.
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './http-errors';
import type { RedisClient } from './redis';
import { createLimiter, deleteLimiterKeys, type LimitRule } from './rate-limit-store';

export type { LimitRule };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The numbers in one place. Per-address limits are looser: many people can share one address. */
export const LIMITS = {
  /** Sign-in, every try: bounds the hashing (half a second of CPU each) one address can ask for. */
  signInAttemptsPerIp: { max: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address, whatever the account. */
  signInFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from one address; that pair then waits. A success empties it. */
  signInFailuresPerPair: { max: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from every address: past this the account is being guessed at… */
  signInFailuresPerAccount: { max: 20, windowMs: HOUR },
  /** …and addresses it was never signed in from share one try per 30 seconds for it. */
  signInUnknownAddressPerAccount: { max: 1, windowMs: 30 * SECOND },
  /**
   * Not a limit: how long an address that signed in to an account is remembered (and never slowed
   * for it). At most 24 days: the memory store expires keys with Node timers, which cannot wait longer.
   */
  signInKnownAddress: { max: 1, windowMs: 21 * DAY },
  /** Wrong current passwords (password and e-mail changes together): a stolen token cannot guess on. */
  currentPasswordFailuresPerUser: { max: 10, windowMs: DAY },
  signUpPerIp: { max: 20, windowMs: 60 * MINUTE },
  signUpPerEmail: { max: 5, windowMs: 15 * MINUTE },
  getCodePerIp: { max: 20, windowMs: 15 * MINUTE },
  getCodePerEmail: { max: 5, windowMs: 15 * MINUTE },
  resetPasswordPerIp: { max: 30, windowMs: 15 * MINUTE },
  resetPasswordPerEmail: { max: 10, windowMs: 15 * MINUTE },
  contactPerIp: { max: 10, windowMs: 60 * MINUTE },
  /** A new e-mail address gets a code by mail (per IP, per new address, per account), as get_code. */
  emailChangePerIp: { max: 20, windowMs: 15 * MINUTE },
  emailChangePerEmail: { max: 5, windowMs: 15 * MINUTE },
  emailChangePerUser: { max: 5, windowMs: 15 * MINUTE },
  /** Confirming the code and changing the password guess at a code or the current password. */
  emailConfirmPerIp: { max: 30, windowMs: 15 * MINUTE },
  emailConfirmPerUser: { max: 10, windowMs: 15 * MINUTE },
  passwordChangePerIp: { max: 30, windowMs: 15 * MINUTE },
  passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE },
  /** The download of everything about a person reads many tables. */
  exportPerUser: { max: 10, windowMs: 60 * MINUTE },
  /** Each checkout is made at the payment provider: a person needs a few, not hundreds. */
  checkoutPerUser: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** The limiters of one app (`ctx.rateLimits`), each made on first use. */
export interface RateLimits {
  /** The limiter of a LIMITS entry. */
  named(name: LimitName): RateLimiterAbstract;
  /** The limiter of a route's rule (the preHandlers below), named by the route and what it counts. */
  forRule(id: string, rule: LimitRule): RateLimiterAbstract;
  /** Empties every counter; with Redis, every server's (tests isolate with it; it unblocks everyone). */
  reset(): Promise<void>;
}

export function createRateLimits(redis: RedisClient | null): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const forRule = (id: string, rule: LimitRule) => {
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = createLimiter(redis, id, rule);
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    named: (name) => forRule(name, LIMITS[name]),
    forRule,
    async reset() {
      // Fresh limiters have empty memory (and empty insurance while Redis is away).
      limiters.clear();
      if (redis) await deleteLimiterKeys(redis);
    },
  };
}

/** Counts one against `key`; past the limit it throws 429 with Retry-After (the rest of the window). */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
    throw error;
  }
}

/**
 * An e-mail address as a key: hashed, so the store (Redis, kept for weeks for known addresses)
 * holds no addresses, and any length or letter case makes one short key.
 */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
