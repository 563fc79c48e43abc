// The session check held in memory (users/session-cache.ts; docs/operations.md#the-session-check): a
// signed-in call after the first makes no database trip for its token, the cache keeps no more than
// its bound, and a sign-out, a suspension, a password change or a role change ends or changes the
// session at once, on this server and, through Redis, on another.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createDomainEvents } from '../src/events/domain-events';
import { createSessionCache, type TokenAccount } from '../src/users/session-cache';
import { ADMIN, DEMO, DEMO_PASSWORD, call, signIn, signInDemo, tokenFor, useRedisSibling, useTestApp, userIdOf } from './helpers/test-app';

const t = useTestApp();
const IS_LOGIN = '/api/v1/users/is_login';
const quiet = { warn: () => undefined };

/** How many times the app asked the database about a token while `act` ran. */
async function tokenChecks(act: () => Promise<unknown>): Promise<number> {
  const one = jest.spyOn(t.db, 'one');
  try {
    await act();
    return one.mock.calls.filter(([sql]) => String(sql).includes('revoked_tokens')).length;
  } finally {
    one.mockRestore();
  }
}

/** The status of a signed-in call on `app`, asked until it is `status` or a second has passed. */
async function statusWithinASecond(app: FastifyInstance, token: string, status: number): Promise<number> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const got = (await call(app, 'GET', IS_LOGIN, { token })).statusCode;
    if (got === status || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a token is checked in the database once, then from memory', async () => {
  const token = await signInDemo(t.app, 'free');
  expect(await tokenChecks(() => call(t.app, 'GET', IS_LOGIN, { token }))).toBe(1);
  expect(await tokenChecks(() => call(t.app, 'GET', IS_LOGIN, { token }))).toBe(0);
  expect(t.app.ctx.services.sessionCache.size).toBe(1);
});

test('SESSION_CACHE_SECONDS=0 asks the database on every call', async () => {
  await t.rebuild({ SESSION_CACHE_SECONDS: '0' });
  const token = await signInDemo(t.app, 'free');
  expect(await tokenChecks(async () => {
    await call(t.app, 'GET', IS_LOGIN, { token });
    await call(t.app, 'GET', IS_LOGIN, { token });
  })).toBe(2);
  expect(t.app.ctx.services.sessionCache.size).toBe(0);
});

test('the cache holds at most SESSION_CACHE_ENTRIES sessions, the least recently used going first', async () => {
  await t.rebuild({ SESSION_CACHE_ENTRIES: '2' });
  const tokens = [await signInDemo(t.app, 'free'), await signInDemo(t.app, 'paid'), await signInDemo(t.app, 'expert')];
  for (const token of tokens) expect((await call(t.app, 'GET', IS_LOGIN, { token })).statusCode).toBe(200);
  expect(t.app.ctx.services.sessionCache.size).toBe(2);
  // The first was pushed out: the database is asked again; the last is still held.
  expect(await tokenChecks(() => call(t.app, 'GET', IS_LOGIN, { token: tokens[0] }))).toBe(1);
  expect(await tokenChecks(() => call(t.app, 'GET', IS_LOGIN, { token: tokens[2] }))).toBe(0);
});

test('on one server: sign-out, suspension and a password change end the held session at once', async () => {
  const admin = await tokenFor(t.app, ADMIN.email);
  const free = await signInDemo(t.app, 'free');
  const other = await signInDemo(t.app, 'free');
  expect((await call(t.app, 'GET', IS_LOGIN, { token: free })).statusCode).toBe(200);
  expect((await call(t.app, 'DELETE', '/api/v1/auth/sign_out', { token: free })).statusCode).toBe(204);
  expect((await call(t.app, 'GET', IS_LOGIN, { token: free })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', IS_LOGIN, { token: other })).statusCode).toBe(200);

  const paidId = await userIdOf(t.db, DEMO.paid);
  const paid = await signInDemo(t.app, 'paid');
  expect((await call(t.app, 'GET', IS_LOGIN, { token: paid })).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/api/v1/users/${paidId}/suspend`, { token: admin, payload: { reason: '確認のため' } })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', IS_LOGIN, { token: paid })).statusCode).toBe(401);

  const freeId = await userIdOf(t.db, DEMO.free);
  const changed = await call(t.app, 'PUT', `/api/v1/users/${freeId}/password`, { token: other, payload: { current_password: DEMO_PASSWORD, password: 'a-new-pass-2026' } });
  expect(changed.statusCode).toBe(200);
  expect((await call(t.app, 'GET', IS_LOGIN, { token: other })).statusCode).toBe(401);
  // The fresh token the change answered with works.
  expect((await call(t.app, 'GET', IS_LOGIN, { token: changed.json().data.token })).statusCode).toBe(200);
});

test('a role given by an admin applies to the next call', async () => {
  const admin = await tokenFor(t.app, ADMIN.email);
  const free = await signInDemo(t.app, 'free');
  const freeId = await userIdOf(t.db, DEMO.free);
  const role = async () => (await call(t.app, 'GET', IS_LOGIN, { token: free })).json().data.user.role;
  expect(await role()).toBe('free_member');
  expect((await call(t.app, 'PATCH', `/api/v1/users/${freeId}`, { token: admin, payload: { role: 'paid_member' } })).statusCode).toBe(200);
  expect(await role()).toBe('paid_member');
});

describe('the cache itself', () => {
  const account: TokenAccount = { id: 7, role: 'free_member', token_version: 0 };
  const config = { redisKeyPrefix: 'unused:', sessionCache: { seconds: 5, entries: 10 } };

  test('a database read that overlapped a change of that account is answered but not kept', async () => {
    const events = createDomainEvents();
    const cache = createSessionCache({ events, redis: null, config, log: quiet });
    const answer = await cache.check('jti-1', async () => {
      events.publish({ type: 'sessions.changed', id: 7 });
      return account;
    });
    expect(answer).toEqual(account);
    expect(cache.size).toBe(0);
    // Another account's change drops nothing of this one; its own drops every session it has.
    for (const jti of ['jti-1', 'jti-2', 'jti-3']) await cache.check(jti, async () => account);
    await cache.check('jti-of-8', async () => ({ ...account, id: 8 }));
    events.publish({ type: 'user.changed', id: 8 });
    expect(cache.size).toBe(3);
    events.publish({ type: 'user.changed', id: 7 });
    expect(cache.size).toBe(0);
  });

  test('with a Redis whose channel cannot be reached, nothing is held: every check reads the database', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const cache = createSessionCache({ events: createDomainEvents(), redis, config, log: quiet });
    let loads = 0;
    const load = async () => {
      loads++;
      return account;
    };
    await cache.check('jti-1', load);
    await cache.check('jti-1', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    await cache.close();
    redis.disconnect();
  });
});

describe('two servers sharing Redis (REDIS_URL)', () => {
  const shared = useRedisSibling(t);

  /** A token of `email`, signed in on this server and held by the other one. */
  async function heldByOther(email: string, password = DEMO_PASSWORD): Promise<string> {
    const token = await signIn(t.app, email, password);
    expect((await call(shared.other(), 'GET', IS_LOGIN, { token })).statusCode).toBe(200);
    expect(shared.other().ctx.services.sessionCache.size).toBeGreaterThan(0);
    return token;
  }

  test('a sign-out on server A ends the session on server B within the same second', async () => {
    const token = await heldByOther(DEMO.free);
    expect((await call(t.app, 'DELETE', '/api/v1/auth/sign_out', { token })).statusCode).toBe(204);
    expect(await statusWithinASecond(shared.other(), token, 401)).toBe(401);
  });

  test('a member suspended on server A is refused on server B at once', async () => {
    const token = await heldByOther(DEMO.paid);
    const admin = await tokenFor(t.app, ADMIN.email);
    const id = await userIdOf(t.db, DEMO.paid);
    expect((await call(t.app, 'POST', `/api/v1/users/${id}/suspend`, { token: admin, payload: { reason: '確認のため' } })).statusCode).toBe(200);
    expect(await statusWithinASecond(shared.other(), token, 401)).toBe(401);
  });

  test('a password changed on server A ends the other sessions on server B', async () => {
    const elsewhere = await heldByOther(DEMO.free);
    const here = await signIn(t.app, DEMO.free, DEMO_PASSWORD);
    const id = await userIdOf(t.db, DEMO.free);
    const changed = await call(t.app, 'PUT', `/api/v1/users/${id}/password`, { token: here, payload: { current_password: DEMO_PASSWORD, password: 'a-new-pass-2026' } });
    expect(changed.statusCode).toBe(200);
    expect(await statusWithinASecond(shared.other(), elsewhere, 401)).toBe(401);
    expect((await call(shared.other(), 'GET', IS_LOGIN, { token: changed.json().data.token })).statusCode).toBe(200);
  });
});
