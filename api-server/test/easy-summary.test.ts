// The やさしい日本語の要約 of a column: written with the column (empty is none), answered by the
// column's read to anyone and to the admin's editor, refused when too long or not text, and put at the
// top of the column's feed entry.
import { EASY_SUMMARY_MAX } from '@hiroba/contract/reading-aids';
import { qaWorld, type QaWorld } from './helpers/qa';
import { call, expectFieldErrors, useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const SUMMARY = 'まず、市役所の窓口で相談します。\nカードが家にとどきます。';

async function write(extra: Record<string, unknown> = {}) {
  return call(t.app, 'POST', '/api/v1/columns', {
    token: w.tokens.admin,
    payload: { title: '受給者証の申請', excerpt: '手続きの流れを説明します。', body: '<p>窓口で相談します。</p>', category_id: w.categoryId, status: 'published', ...extra },
  });
}
const read = async (id: number, token?: string) => (await call(t.app, 'GET', `/api/v1/columns/${id}`, { token })).json().data;

test('a column is written with its summary, trimmed; anyone and the admin read it; an update keeps or removes it', async () => {
  const created = await write({ easy_summary: `  ${SUMMARY}\n ` });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data;
  expect(created.json().data.easy_summary).toBe(SUMMARY);
  expect((await read(id)).easy_summary).toBe(SUMMARY);
  expect((await read(id, w.tokens.admin)).easy_summary).toBe(SUMMARY);

  // An update that does not send it keeps it; an empty one removes it.
  expect((await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { title: '新しい題' } })).json().data.easy_summary).toBe(SUMMARY);
  expect((await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { easy_summary: '  ' } })).json().data.easy_summary).toBeNull();
  expect((await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { easy_summary: 'みじかい文です。' } })).json().data.easy_summary).toBe('みじかい文です。');
  expect((await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { easy_summary: null } })).json().data.easy_summary).toBeNull();
});

test('a column without a summary answers null', async () => {
  const { id } = (await write()).json().data;
  expect((await read(id)).easy_summary).toBeNull();
});

test('a summary over the limit or not text is refused naming the field in Japanese', async () => {
  const tooLong = await write({ easy_summary: 'あ'.repeat(EASY_SUMMARY_MAX + 1) });
  expectFieldErrors(tooLong, [{ field: 'easy_summary', message: expect.stringContaining('やさしい日本語の要約') }]);
  expect((await write({ easy_summary: 'あ'.repeat(EASY_SUMMARY_MAX) })).statusCode).toBe(201);
  for (const wrong of [42, ['文'], { text: '文' }]) {
    expectFieldErrors(await write({ easy_summary: wrong }), [{ field: 'easy_summary', message: expect.stringContaining('やさしい日本語の要約') }]);
  }
});

test('the feed entry starts with the summary, escaped, before the body', async () => {
  const { id } = (await write({ easy_summary: 'まず<b>相談</b>します。\nカードがとどきます。' })).json().data;
  await write({ title: '要約のない記事' });
  const xml = (await t.app.inject({ method: 'GET', url: '/feed.xml' })).body;
  const entry = xml.split('<entry>').find((e) => e.includes(`/column/column-detail/${id}<`))!;
  expect(entry).toContain('<section><h2>やさしい日本語の要約</h2><p>まず&lt;b&gt;相談&lt;/b&gt;します。</p><p>カードがとどきます。</p></section><p>窓口で相談します。</p>');
  const other = xml.split('<entry>').find((e) => e.includes('要約のない記事'))!;
  expect(other).not.toContain('やさしい日本語の要約');
});
