// One bad text never stops ふりがな for the others (docs/jobs.md#one-bad-item): a post the analyser
// throws on is recorded with its error, waits before its next try, is set aside after the last one,
// and is tried afresh once its text changes; the posts after it get their readings all along.
import { rubyBase } from '@hiroba/contract/reading-aids';
import { call, useTestApp } from './helpers/test-app';
import { ask, qaWorld, type QaWorld } from './helpers/qa';
import { makeReadings, type ReadTexts } from '../src/readings/make-readings';
import { createReadingPool } from '../src/readings/reading-pool';
import { ITEM_TRIES } from '../src/db/item-failures';
import { TEST_READING_WORKER } from './helpers/reading-worker';

// The job is off: each test runs it itself, so no run asked for by a write reads beside it.
const t = useTestApp({ MAKE_READINGS: 'false', READING_WORKER_IDLE_SECONDS: '5' });
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const askAs = (title: string, body = '受給者証の更新について教えてください。') => ask(t.app, w.tokens.paid, { title, body, category_id: w.categoryId });
const titleRuby = async (id: number) => (await t.db.one<{ title_ruby: unknown }>('SELECT title_ruby FROM questions WHERE id = $1', [id]))!.title_ruby;
const failures = () => t.db.query<{ item: string; attempts: number; error: string; set_aside: boolean }>(
  "SELECT item, attempts, error, retry_at = 'infinity' AS set_aside FROM job_item_failures WHERE queue = 'make-readings' ORDER BY item",
);

test('a title of emoji and ZWJ sequences gets readings, and so do the posts written after it (the real worker)', async () => {
  const odd = await askAs('😀🏳️‍🌈');
  const later = await Promise.all(['療育手帳の更新', '手👍🏽話の通訳を頼みたい', '家族👨‍👩‍👧‍👦で相談です'].map((title) => askAs(title)));
  expect(await t.app.ctx.services.readings.make()).toBeGreaterThanOrEqual(4);
  for (const id of [odd, ...later]) expect(await titleRuby(id)).not.toBeNull();
  expect(await failures()).toEqual([]);
  // The editor's preview reads such a title too (it answered 500).
  const preview = await call(t.app, 'POST', '/api/v1/columns/readings_preview', {
    token: w.tokens.admin,
    payload: { title: '😀🏳️‍🌈 療育🇯🇵', body: '<p>家族👨‍👩‍👧‍👦と白杖👩🏽‍🦯‍➡️</p>', reading_corrections: [] },
  });
  expect(preview.statusCode).toBe(200);
  expect(rubyBase(preview.json().data.title)).toBe('😀🏳️‍🌈 療育🇯🇵');
});

describe('a text the analyser throws on', () => {
  const BAD = '読めない題名';
  const pool = createReadingPool({ idleSeconds: 5, worker: TEST_READING_WORKER });
  afterAll(() => pool.close());
  // The worker's read, failing on one text as the analyser once did on 😀🏳️‍🌈; the others read for real.
  const read: ReadTexts = async (texts, corrections) => {
    if (texts.some((text) => text.includes(BAD))) throw new TypeError("Cannot read properties of undefined (reading 'surface')");
    return texts.length ? pool.read(texts, corrections) : [];
  };
  const run = () => makeReadings(t.db, read);
  const comeDue = () => t.db.query("UPDATE job_item_failures SET retry_at = now() - interval '1 second' WHERE retry_at <> 'infinity'");

  test('is recorded with its error and waits, while every other text gets its readings', async () => {
    const before = await askAs('障害年金の更新');
    const bad = await askAs(BAD);
    const after = await Promise.all(['就労移行支援の見学', '補装具の修理'].map((title) => askAs(title)));
    expect(await run()).toBe(3);
    for (const id of [before, ...after]) expect(await titleRuby(id)).not.toBeNull();
    expect(await titleRuby(bad)).toBeNull();
    expect(await failures()).toEqual([{ item: `question:${bad}`, attempts: 1, error: "TypeError: Cannot read properties of undefined (reading 'surface')", set_aside: false }]);

    // While it waits, a run does not try it again, and a new post is read at once.
    const newer = await askAs('移動支援の申請');
    expect(await run()).toBe(1);
    expect(await titleRuby(newer)).not.toBeNull();
    expect((await failures())[0].attempts).toBe(1);
  });

  test(`is tried again when its wait is over, set aside after ${ITEM_TRIES} failures, and tried afresh once its text changes`, async () => {
    const bad = await askAs(BAD);
    for (let attempt = 1; attempt <= ITEM_TRIES; attempt++) {
      await comeDue();
      await run();
      expect((await failures())[0]).toMatchObject({ attempts: attempt, set_aside: attempt === ITEM_TRIES });
    }
    await comeDue();
    expect(await run()).toBe(0);
    expect((await failures())[0].attempts).toBe(ITEM_TRIES);

    const edit = await call(t.app, 'PATCH', `/api/v1/questions/${bad}`, { token: w.tokens.paid, payload: { title: '読める題名になりました' } });
    expect(edit.statusCode).toBe(200);
    expect(await run()).toBe(1);
    expect(await titleRuby(bad)).not.toBeNull();
    // A text that got its readings leaves no failure behind.
    expect(await failures()).toEqual([]);
  });

  test('in a comment or a column it is isolated the same way', async () => {
    const questionId = await askAs('グループホームの見学');
    const comment = await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.paid, payload: { question_id: questionId, body: BAD } });
    const good = await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.paid, payload: { question_id: questionId, body: '見学は予約が必要です。' } });
    const column = await call(t.app, 'POST', '/api/v1/columns', {
      token: w.tokens.admin,
      payload: { title: BAD, excerpt: '手続き', body: '<p>窓口で申請します。</p>', category_id: w.categoryId, status: 'published' },
    });
    expect([comment.statusCode, good.statusCode, column.statusCode]).toEqual([201, 201, 201]);
    await run();
    expect((await failures()).map((f) => f.item).sort()).toEqual([`column:${column.json().data.id}`, `comment:${comment.json().data.id}`]);
    expect(await t.db.one('SELECT body_ruby IS NOT NULL AS read FROM comments WHERE id = $1', [good.json().data.id])).toEqual({ read: true });
    expect(await titleRuby(questionId)).not.toBeNull();
  });
});
