// Views count once per person per item per period (content/view-counter.ts, docs/product.md#view-counts):
// reloading does not pump the counts that rank the popular lists. A signed-in reader is their account,
// anyone else their address; with REDIS_URL every server agrees on who was already counted.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createViewCounter } from '../src/content/view-counter';
import type { Database } from '../src/db/database';
import { VIEW_COUNTED_HEADER } from '@hiroba/contract';
import { IN_PROCESS_HEADER } from '../src/http/viewer';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';
import { JWT_SECRET, call, useRedisSibling, useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

/** Reads one item as a visitor from `address`, or as the holder of `token`; answers its view count. */
async function read(path: string, who: { address?: string; token?: string; headers?: Record<string, string> }, app: FastifyInstance = t.app): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    remoteAddress: who.address ?? '192.0.2.1',
    headers: { ...(who.token ? { authorization: `JWT ${who.token}` } : {}), ...who.headers },
  });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json().data.view_counts;
}

/** The views written to content_views (after the counters in memory were written). */
async function stored(kind: 'question' | 'column', id: number, apps: FastifyInstance[] = [t.app]): Promise<number> {
  for (const app of apps) await Promise.all([app.ctx.services.content.questionViews.flush(), app.ctx.services.content.columnViews.flush()]);
  const row = await t.db.one<{ views: number }>('SELECT views FROM content_views WHERE content_type = $1 AND content_id = $2', [kind, id]);
  return row?.views ?? 0;
}

const newQuestion = () => ask(t.app, w.tokens.paid, { title: '就労移行支援の選び方', body: '見学のときに何を聞けばよいですか。', category_id: w.categoryId });

test('ten reloads by one member count one view; another member, then a visitor, one each', async () => {
  const id = await newQuestion();
  const reader = await member(t, 'reader@example.jp');
  const counts = [];
  for (let i = 0; i < 10; i++) counts.push(await read(`questions/${id}`, { token: reader.token }));
  expect(counts).toEqual(Array(10).fill(1));
  expect(await stored('question', id)).toBe(1);

  expect(await read(`questions/${id}`, { token: w.tokens.free })).toBe(2);
  expect(await read(`questions/${id}`, { token: w.tokens.free })).toBe(2);
  // A visitor from another address; the same visitor again; the member again, now from elsewhere.
  expect(await read(`questions/${id}`, { address: '198.51.100.7' })).toBe(3);
  expect(await read(`questions/${id}`, { address: '198.51.100.7' })).toBe(3);
  expect(await read(`questions/${id}`, { token: reader.token, address: '203.0.113.9' })).toBe(3);
  expect(await stored('question', id)).toBe(3);
});

test('a visitor counts once per item, not once for the site', async () => {
  const first = await newQuestion();
  const second = await newQuestion();
  for (let i = 0; i < 3; i++) {
    await read(`questions/${first}`, { address: '198.51.100.20' });
    await read(`questions/${second}`, { address: '198.51.100.20' });
  }
  expect([await stored('question', first), await stored('question', second)]).toEqual([1, 1]);
});

test('columns count the same way', async () => {
  const res = await call(t.app, 'POST', '/api/v1/columns', {
    token: w.tokens.admin,
    payload: { title: '受給者証の申請の流れ', excerpt: '手続きを順に説明します。', body: '<p>市区町村の窓口で相談します。</p>', category_id: w.categoryId, status: 'published' },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id;
  for (let i = 0; i < 5; i++) await read(`columns/${id}`, { address: '198.51.100.30' });
  expect(await read(`columns/${id}`, { token: w.tokens.free })).toBe(2);
  expect(await stored('column', id)).toBe(2);
});

// A signed-in member who opens an article by its URL: the page (which carries no token) counts their
// address, then their browser reads the article as theirs and says the page counted it.
test('a member whose page counted their address counts once: their own read marks them without counting', async () => {
  const id = await newQuestion();
  const reader = await member(t, 'page-reader@example.jp');
  expect(await t.app.ctx.services.questions.countView(id, { address: '198.51.100.80' })).toBe(true);
  expect(await read(`questions/${id}`, { token: reader.token, address: '198.51.100.80', headers: { [VIEW_COUNTED_HEADER]: 'page' } })).toBe(1);
  // Marked as having read it: a reload, which no longer says so, is not a view either.
  expect(await read(`questions/${id}`, { token: reader.token, address: '198.51.100.80' })).toBe(1);
  // The page of a member whose address was already counted (a shared one) says nothing: they count.
  expect(await t.app.ctx.services.questions.countView(id, { address: '198.51.100.80' })).toBe(false);
  const other = await member(t, 'shared-address@example.jp');
  expect(await read(`questions/${id}`, { token: other.token, address: '198.51.100.80' })).toBe(2);
  // The header speaks only for the member's own view; from a visitor it changes nothing.
  expect(await read(`questions/${id}`, { address: '198.51.100.81', headers: { [VIEW_COUNTED_HEADER]: 'page' } })).toBe(3);
  expect(await stored('question', id)).toBe(3);
});

test('the page drawing’s mark cannot be sent from outside: a guessed one still counts the reader', async () => {
  const id = await newQuestion();
  expect(await read(`questions/${id}`, { address: '198.51.100.40', headers: { [IN_PROCESS_HEADER]: 'guessed' } })).toBe(1);
});

test('views being written still show: a read while their batch is stored counts them', async () => {
  const id = await newQuestion();
  // The real database, with the batch's INSERT held until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const db: Database = {
    ...t.db,
    query: async (sql, params) => {
      if (String(sql).includes('INSERT INTO content_views')) await held;
      return t.db.query(sql, params);
    },
  };
  const counter = createViewCounter({ db, events: t.app.ctx.events, rateLimits: t.app.ctx.rateLimits, secret: JWT_SECRET }, 'question', 60_000);
  try {
    expect(await counter.add(id, { address: '198.51.100.70' })).toBe(1);
    const writing = counter.flush();
    expect(counter.pending(id)).toBe(1);
    expect(await counter.add(id, { address: '198.51.100.71' })).toBe(2);
    release();
    await writing;
    expect(counter.pending(id)).toBe(1);
    await counter.flush();
    expect([counter.pending(id), await stored('question', id)]).toEqual([0, 2]);
  } finally {
    release();
    await counter.stop();
  }
});

describe('two servers sharing Redis (REDIS_URL)', () => {
  const shared = useRedisSibling(t);

  test('a person reading on both servers counts once; the keys hold no address and expire with the period', async () => {
    const id = await newQuestion();
    const reader = await member(t, 'two-servers@example.jp');
    for (const app of [t.app, shared.other(), t.app, shared.other()]) {
      await read(`questions/${id}`, { token: reader.token }, app);
      await read(`questions/${id}`, { address: '198.51.100.50' }, app);
    }
    expect(await stored('question', id, [t.app, shared.other()])).toBe(2);

    const client = new Redis(shared.redis.REDIS_URL!);
    try {
      const keys = await client.keys(`${shared.redis.REDIS_KEY_PREFIX}rl:views:question:*`);
      expect(keys).toHaveLength(2);
      expect(keys.join(' ')).not.toContain('198.51.100.50');
      const ttl = await client.ttl(keys[0]);
      expect(ttl).toBeGreaterThan(23 * 60 * 60);
      expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);
    } finally {
      client.disconnect();
    }
  });

  test('with Redis away the read still answers, and the view counts in this server’s memory', async () => {
    const id = await newQuestion();
    const connection = t.app.ctx.redis!;
    connection.disconnect();
    try {
      expect(await read(`questions/${id}`, { address: '198.51.100.60' })).toBe(1);
      expect(await read(`questions/${id}`, { address: '198.51.100.60' })).toBe(1);
      expect(await read(`questions/${id}`, { address: '198.51.100.61' })).toBe(2);
    } finally {
      await connection.connect();
    }
    expect(await stored('question', id)).toBe(2);
  });
});
