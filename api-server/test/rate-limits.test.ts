// Rate limits (lib/rate-limits.ts, plugins/rate-limits.ts, users/sign-in-throttle.ts): sign-in counts failures per
// account and address and never lets a stranger lock the owner out; only the configured proxies
// choose the client's address; every current-password check counts per person; with REDIS_URL every
// server shares the counts, and a Redis that goes away does not break sign-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { hashingLoad } from '../src/lib/password';
import { resetRateLimits } from '../src/plugins/rate-limits';
import { freePort } from './helpers/server-process';
import { ADMIN, DEMO, DEMO_PASSWORD, sharedRedisEnv, tokenFor, useRedisSibling, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();

const signInFrom = (address: string, email: string, password: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', remoteAddress: address, headers, payload: { email, password } });

/** A throttled answer: 429, in Japanese, saying how long to wait. */
function expectThrottled(res: { statusCode: number; json(): { errors: unknown }; headers: Record<string, unknown> }, atMostSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json().errors).toEqual([{ message: '操作の回数が多すぎます。しばらく待ってからもう一度お試しください。' }]);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(atMostSeconds);
}

describe('sign-in counts failures per account and address', () => {
  test('thirty wrong passwords for the admin from one address do not stop the admin signing in from another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await signInFrom('203.0.113.7', ADMIN.email, `guess-${i}-pass`)).statusCode);
    // Ten failures, then that address waits for this account…
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(22).fill(429)]);
    expectThrottled(await signInFrom('203.0.113.7', ADMIN.email, ADMIN.password), 15 * 60);
    // …and only that address: the owner elsewhere signs in at once.
    expect((await signInFrom('198.51.100.20', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  test('the pair waits after ten failures; a success before that starts the count again', async () => {
    const from = (password: string) => signInFrom('203.0.113.8', DEMO.paid, password);
    for (let i = 0; i < 9; i++) expect((await from(`guess-${i}-pass`)).statusCode).toBe(401);
    expect((await from(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await from(`again-${i}-pass`)).statusCode).toBe(401);
    expectThrottled(await from(DEMO_PASSWORD), 15 * 60);
    // Another account from the same address is not held up by it.
    expect((await signInFrom('203.0.113.8', DEMO.free, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('an account guessed at from many addresses is slowed for new addresses only; the owner’s own address signs in', async () => {
    const home = '198.51.100.30';
    expect((await signInFrom(home, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    // Twenty failures from twenty addresses: each address is within its own budgets.
    for (let i = 1; i <= 20; i++) expect((await signInFrom(`192.0.2.${i}`, ADMIN.email, `guess-${i}-pass`)).statusCode).toBe(401);
    // Now one try per 30 seconds is shared by every address the admin never signed in from…
    expect((await signInFrom('192.0.2.100', ADMIN.email, 'one-more-guess')).statusCode).toBe(401);
    expectThrottled(await signInFrom('192.0.2.101', ADMIN.email, ADMIN.password), 30);
    // …while the admin's own address is never slowed by them.
    expect((await signInFrom(home, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await signInFrom(home, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    // Other accounts are not slowed.
    expect((await signInFrom('192.0.2.101', DEMO.free, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('one address gets a hundred tries in 15 minutes, right or wrong (the hashing it may ask for)', async () => {
    for (let i = 0; i < 100; i++) expect((await signInFrom('203.0.113.9', DEMO.free, DEMO_PASSWORD)).statusCode).toBe(200);
    expectThrottled(await signInFrom('203.0.113.9', DEMO.free, DEMO_PASSWORD), 15 * 60);
    expect((await signInFrom('203.0.113.10', DEMO.free, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the client address comes only from the configured proxies (TRUST_PROXY)', () => {
  /** Ten failures for demo-paid counted on whatever address `send` is counted as. */
  async function failTenTimes(send: (i: number) => ReturnType<typeof signInFrom>) {
    for (let i = 0; i < 10; i++) expect((await send(i)).statusCode).toBe(401);
  }

  test('TRUST_PROXY=127.0.0.1: a client elsewhere gets no fresh budget from X-Forwarded-For; behind the proxy each client counts apart', async () => {
    await t.rebuild({ TRUST_PROXY: '127.0.0.1' });
    await failTenTimes((i) => signInFrom('10.0.0.5', DEMO.paid, `guess-${i}-pass`, { 'x-forwarded-for': `1.2.3.${i}` }));
    expectThrottled(await signInFrom('10.0.0.5', DEMO.paid, DEMO_PASSWORD, { 'x-forwarded-for': '9.9.9.9' }), 15 * 60);

    // Through the proxy on 127.0.0.1 (nginx appends the address it saw to what the client sent).
    await failTenTimes((i) => signInFrom('127.0.0.1', DEMO.free, `guess-${i}-pass`, { 'x-forwarded-for': '1.2.3.4' }));
    expectThrottled(await signInFrom('127.0.0.1', DEMO.free, DEMO_PASSWORD, { 'x-forwarded-for': '1.2.3.4' }), 15 * 60);
    expectThrottled(await signInFrom('127.0.0.1', DEMO.free, DEMO_PASSWORD, { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), 15 * 60);
    expect((await signInFrom('127.0.0.1', DEMO.free, DEMO_PASSWORD, { 'x-forwarded-for': '5.6.7.8' })).statusCode).toBe(200);
  });

  test('TRUST_PROXY=1: the address one proxy saw counts, whatever the client put before it', async () => {
    await t.rebuild({ TRUST_PROXY: '1' });
    await failTenTimes((i) => signInFrom('10.0.0.9', DEMO.paid, `guess-${i}-pass`, { 'x-forwarded-for': `198.18.0.${i}, 1.2.3.4` }));
    expectThrottled(await signInFrom('10.0.0.9', DEMO.paid, DEMO_PASSWORD, { 'x-forwarded-for': '198.18.0.99, 1.2.3.4' }), 15 * 60);
    expect((await signInFrom('10.0.0.9', DEMO.paid, DEMO_PASSWORD, { 'x-forwarded-for': '5.6.7.8' })).statusCode).toBe(200);
  });

  test('without TRUST_PROXY, X-Forwarded-For is not read at all', async () => {
    await failTenTimes((i) => signInFrom('10.0.0.6', DEMO.paid, `guess-${i}-pass`, { 'x-forwarded-for': `1.2.3.${i}` }));
    expectThrottled(await signInFrom('10.0.0.6', DEMO.paid, DEMO_PASSWORD, { 'x-forwarded-for': '5.6.7.8' }), 15 * 60);
  });
});

describe('the current password', () => {
  test('the eleventh wrong current password of one person answers 429, from any address and either call', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    const token = await tokenFor(t.app, DEMO.free);
    let n = 0;
    const send = (method: 'PUT' | 'POST', url: string, payload: Record<string, string>) =>
      t.app.inject({ method, url, remoteAddress: `10.9.0.${++n}`, headers: { authorization: `JWT ${token}` }, payload });
    const changePassword = (current: string) => send('PUT', `/api/v1/users/${id}/password`, { current_password: current, password: 'brand-new-pass-1' });
    const changeEmail = (current: string) => send('POST', `/api/v1/users/${id}/email_change`, { email: 'moved-free@example.jp', current_password: current });

    for (let i = 0; i < 6; i++) expect((await changePassword(`guess-${i}-pass`)).statusCode).toBe(400);
    // A right one is not counted.
    expect((await changeEmail(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await changeEmail(`guess-${i}-pass`)).statusCode).toBe(400);
    // Ten failures over both calls and ten addresses: now even the right password waits.
    expectThrottled(await changePassword(DEMO_PASSWORD), 24 * 60 * 60);
    // Another person is not held up.
    const paid = await tokenFor(t.app, DEMO.paid);
    const paidId = await userIdOf(t.db, DEMO.paid);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${paidId}/password`,
      headers: { authorization: `JWT ${paid}` },
      payload: { current_password: 'wrong-pass-1', password: 'brand-new-pass-1' },
    });
    expect(other.statusCode).toBe(400);
  });

  test('password hashing runs at most two at a time; the rest wait their turn', async () => {
    const { passwords } = t.app.ctx;
    const stored = await passwords.hash('right-pass-1');
    const checks = Array.from({ length: 6 }, (_, i) => passwords.verify(i === 0 ? 'right-pass-1' : `wrong-${i}`, stored));
    expect(hashingLoad()).toEqual({ running: 2, waiting: 4 });
    expect(await Promise.all(checks)).toEqual([true, false, false, false, false, false]);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('two servers sharing Redis (REDIS_URL)', () => {
  const shared = useRedisSibling(t);

  test('failures counted on one server count on the other; a reset empties both; the store holds no e-mail addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await signInFrom('203.0.113.50', DEMO.paid, `guess-${i}-pass`)).statusCode).toBe(401);
    for (let i = 5; i < 10; i++) expect((await signInFrom('203.0.113.50', DEMO.paid, `guess-${i}-pass`, {}, shared.other())).statusCode).toBe(401);
    expectThrottled(await signInFrom('203.0.113.50', DEMO.paid, DEMO_PASSWORD), 15 * 60);
    expectThrottled(await signInFrom('203.0.113.50', DEMO.paid, DEMO_PASSWORD, {}, shared.other()), 15 * 60);

    const client = new Redis(shared.redis.REDIS_URL!);
    try {
      const keys = await client.keys(`${shared.redis.REDIS_KEY_PREFIX}rl:*`);
      expect(keys).toEqual(expect.arrayContaining([expect.stringContaining('rl:signInFailuresPerPair:')]));
      expect(keys.filter((key) => key.includes('@'))).toEqual([]);
    } finally {
      client.disconnect();
    }

    await resetRateLimits(t.app);
    expect((await signInFrom('203.0.113.50', DEMO.paid, DEMO_PASSWORD, {}, shared.other())).statusCode).toBe(200);
  });
});

describe('Redis going away mid-run', () => {
  let server: ChildProcess | null = null;
  let port = 0;

  async function startRedis(): Promise<void> {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!output.includes('Ready to accept connections')) {
      if (server.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stopRedis(): Promise<void> {
    if (!server || server.exitCode !== null) return;
    server.kill('SIGKILL');
    await once(server, 'exit');
  }

  afterAll(stopRedis);

  test('sign-in keeps answering, counted in each server’s memory until Redis is back', async () => {
    port = await freePort();
    await startRedis();
    const env: Record<string, string> = { ...sharedRedisEnv(), REDIS_URL: `redis://127.0.0.1:${port}` };
    await t.rebuild(env);
    expect((await signInFrom('203.0.113.60', DEMO.paid, 'guess-pass-1')).statusCode).toBe(401);

    await stopRedis();
    // No 500s, and the limit still holds (this server counts alone meanwhile).
    for (let i = 0; i < 10; i++) expect((await signInFrom('203.0.113.61', DEMO.paid, `guess-${i}-pass`)).statusCode).toBe(401);
    expectThrottled(await signInFrom('203.0.113.61', DEMO.paid, DEMO_PASSWORD), 15 * 60);
    expect((await signInFrom('203.0.113.62', DEMO.free, DEMO_PASSWORD)).statusCode).toBe(200);

    // A new, empty Redis on the same port: once connected, the counts are kept there again.
    await startRedis();
    while (t.app.ctx.redis!.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 10; i++) expect((await signInFrom('203.0.113.63', DEMO.paid, `again-${i}-pass`)).statusCode).toBe(401);
    expectThrottled(await signInFrom('203.0.113.63', DEMO.paid, DEMO_PASSWORD), 15 * 60);
    const client = new Redis(env.REDIS_URL!);
    try {
      expect(await client.keys(`${env.REDIS_KEY_PREFIX}rl:signInFailuresPerPair:*`)).toHaveLength(1);
    } finally {
      client.disconnect();
    }
    // Closed while its Redis is up (this Redis keeps nothing once stopped).
    await t.rebuild();
  });
});
