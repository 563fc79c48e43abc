// How sign-in resists guessing without letting a stranger lock the owner out, after
// rate-limiter-flexible's "login endpoint protection" (docs/architecture.md#sign-in-throttling).
// Failures are counted, not attempts, per account and address together: only that pair waits. An
// address also has a budget of failures (many accounts tried from one place) and a loose budget of
// tries (the hashing it may ask for). An account guessed at from many addresses is slowed down only
// for addresses it was never signed in from; the owner's own addresses are never slowed by others.
import { emailKey, LIMITS, take, type RateLimits } from '../lib/rate-limits';

export interface SignInAttempt {
  /** The password was right: the pair starts again and the address is remembered for the account. */
  succeeded(): Promise<void>;
  /** A wrong password, or an unknown e-mail: counted for the account. */
  failed(): Promise<void>;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle(limits: RateLimits) {
  const attemptsPerIp = () => limits.named('signInAttemptsPerIp');
  const failuresPerIp = () => limits.named('signInFailuresPerIp');
  const failuresPerPair = () => limits.named('signInFailuresPerPair');
  const failuresPerAccount = () => limits.named('signInFailuresPerAccount');
  const unknownAddressPerAccount = () => limits.named('signInUnknownAddressPerAccount');
  const knownAddress = () => limits.named('signInKnownAddress');

  async function underAttack(account: string): Promise<boolean> {
    const failures = await failuresPerAccount().get(account);
    return (failures?.consumedPoints ?? 0) >= LIMITS.signInFailuresPerAccount.max;
  }

  return {
    /** Before the password is checked: 429 (with Retry-After) when this try must wait. */
    async admit(email: string, address: string): Promise<SignInAttempt> {
      const account = emailKey(email);
      const pair = `${account}:${address}`;
      await take(attemptsPerIp(), address);
      // A failure is reserved before the check and given back after a success: concurrent guesses
      // cannot all pass a count read before any of them failed. A try refused here spends no failure.
      const reserved: Array<() => Promise<unknown>> = [];
      try {
        await take(failuresPerIp(), address);
        reserved.push(() => failuresPerIp().reward(address));
        await take(failuresPerPair(), pair);
        reserved.push(() => failuresPerPair().reward(pair));
        // Last, so that addresses already refused above do not use up the slowed account's tries.
        if ((await underAttack(account)) && !(await knownAddress().get(pair))) await take(unknownAddressPerAccount(), account);
      } catch (error) {
        await Promise.all(reserved.map((giveBack) => giveBack()));
        throw error;
      }
      return {
        async succeeded() {
          await Promise.all([
            // Set to zero rather than deleted: the store's delete does not switch to memory at once
            // while Redis is away, and would hold up the sign-in for ioredis's retry.
            failuresPerPair().set(pair, 0, seconds(LIMITS.signInFailuresPerPair.windowMs)),
            failuresPerIp().reward(address),
            knownAddress().set(pair, 1, seconds(LIMITS.signInKnownAddress.windowMs)),
          ]);
        },
        async failed() {
          await failuresPerAccount().penalty(account);
        },
      };
    },
  };
}
