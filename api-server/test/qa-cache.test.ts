// The short-lived caches of public Q&A reads: visitors share an answer for a moment, signed-in
// callers always read fresh rows, and any Q&A write clears them.
import type { FastifyInstance } from 'fastify';
import { call, useRedisSibling, useTestApp } from './helpers/test-app';
import { ask, qaWorld } from './helpers/qa';
import { MAX_ENTRIES, createTtlCache } from '../src/content/public-cache';

const t = useTestApp();

test('entries live for the TTL; clear() drops them, also a value loaded while clearing', async () => {
  let clock = 0;
  const cache = createTtlCache<number>(1000, () => clock);
  let loads = 0;
  const load = async () => ++loads;
  expect(await cache.get('k', load)).toBe(1);
  clock = 999;
  expect(await cache.get('k', load)).toBe(1);
  clock = 1000;
  expect(await cache.get('k', load)).toBe(2);
  cache.clear();
  expect(await cache.get('k', load)).toBe(3);
  // A write during a slow load: the loaded value is answered but not kept.
  const slow = cache.get('slow', async () => {
    cache.clear();
    return 99;
  });
  expect(await slow).toBe(99);
  expect(await cache.get('slow', load)).toBe(4);
});

test('visitors share the list for a moment; members read fresh rows; a write through the API refreshes it', async () => {
  const w = await qaWorld(t);
  const first = await ask(t.app, w.tokens.paid, { title: '一つ目', body: '本文', category_id: w.categoryId });
  const ids = async (token?: string) => (await call(t.app, 'GET', '/api/v1/questions', { token })).json().data.map((q: { id: number }) => q.id);
  expect(await ids()).toEqual([first]);
  // Written behind the API's back (as another server would): visitors still see the shared page.
  const other = await t.db.one<{ id: number }>(
    "INSERT INTO questions (title, body, category_id, created_at) VALUES ('別サーバー', '本文', $1, now() + interval '1 second') RETURNING id",
    [w.categoryId],
  );
  expect(await ids()).toEqual([first]);
  expect(await ids(w.tokens.free)).toEqual([other!.id, first]);
  await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: first, body: 'コメント' } });
  expect(await ids()).toEqual([other!.id, first]);
});

test('callers missing at the same moment share one load; a failed load is not kept', async () => {
  const cache = createTtlCache<number>(1000);
  let loads = 0;
  const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
  expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
  await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(await cache.get('bad', async () => 7)).toBe(7);
});

test('a cache holds at most MAX_ENTRIES entries, the oldest going first', async () => {
  const cache = createTtlCache<string>(60_000);
  const loads: string[] = [];
  const load = (key: string) => async () => {
    loads.push(key);
    return key;
  };
  for (let i = 0; i <= MAX_ENTRIES; i++) await cache.get(`k${i}`, load(`k${i}`));
  expect(loads).toHaveLength(MAX_ENTRIES + 1);
  // The newest is still held; the first was pushed out and is loaded again.
  await cache.get(`k${MAX_ENTRIES}`, load('again-newest'));
  await cache.get('k0', load('again-first'));
  expect(loads.slice(MAX_ENTRIES + 1)).toEqual(['again-first']);
});

describe('two servers sharing Redis (REDIS_URL)', () => {
  const shared = useRedisSibling(t);

  test("a write on one server makes the other's cached list, page and totals stale at once", async () => {
    const w = await qaWorld(t);
    const first = await ask(t.app, w.tokens.paid, { title: '一つ目', body: '本文', category_id: w.categoryId });
    const list = async (app: FastifyInstance) => (await call(app, 'GET', '/api/v1/questions')).json();
    const detail = async (app: FastifyInstance) => (await call(app, 'GET', `/api/v1/questions/${first}`)).json().data;
    // The other server caches what a visitor read there.
    expect((await list(shared.other())).data.map((q: { id: number }) => q.id)).toEqual([first]);
    expect((await detail(shared.other())).comment_counts).toBe(0);
    // Written behind both servers' backs: still the cached page (proves the read above was cached).
    await t.db.query("UPDATE questions SET title = '裏で変更' WHERE id = $1", [first]);
    expect((await list(shared.other())).data[0].title).toBe('一つ目');

    // A write through this server: the other's very next read is fresh, with no wait.
    const second = await ask(t.app, w.tokens.paid, { title: '二つ目', body: '本文', category_id: w.categoryId });
    const after = await list(shared.other());
    expect(after.data.map((q: { id: number }) => q.id)).toEqual([second, first]);
    expect(after.data[1].title).toBe('裏で変更');
    expect(after.meta.total).toBe(2);
    // A comment written on this server is counted in the other's cached question at once.
    await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: first, body: 'コメント' } });
    expect((await detail(shared.other())).comment_counts).toBe(1);
  });
});
