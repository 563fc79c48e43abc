// Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1). The parameters are stored
// in the hash string so they can be raised later without breaking existing hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

/**
 * At most this many hashes at once in the process. Each takes 128 MiB and one of libuv's four
 * threads, which file reads and DNS share: a burst of sign-ins would otherwise hold 512 MiB and
 * stall those. On two cores two at a time finish a burst no later (docs/stack.md#node-scrypt-defaults-are-too-weak).
 */
const MAX_CONCURRENT_HASHES = 2;

// A counting semaphore, by hand: ten lines, and no dependency of ours offers one.
let running = 0;
const waiting: Array<() => void> = [];
async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes (128 MiB at N=2^17), or Node refuses
  // (docs/stack.md#node-scrypt-defaults-are-too-weak).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** Hashes running or waiting now (a test watches the cap). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real check; used when the e-mail is unknown. */
  dummyVerify(password: string): Promise<void>;
  needsRehash(stored: string): boolean;
}

/** `logN` is 17 except under NODE_ENV=test, where the suite may lower it to stay fast. */
export function createPasswordHasher(logN: number): PasswordHasher {
  const N = 2 ** logN;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, N, R, P);
    return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  const verify = async (password: string, stored: string) => {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, ln, r, p, salt, key] = parts;
    const expected = Buffer.from(key, 'base64');
    const actual = await scrypt(password, Buffer.from(salt, 'base64'), 2 ** Number(ln), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  let dummy: Promise<string> | null = null;
  return {
    hash,
    verify,
    async dummyVerify(password) {
      dummy ??= hash('dummy-password-for-timing');
      await verify(password, await dummy);
    },
    needsRehash(stored) {
      const [, ln, r, p] = stored.split('$');
      return Number(ln) !== logN || Number(r) !== R || Number(p) !== P;
    },
  };
}
