// A column's reading corrections (docs/reading-aids.md#reading-corrections): saved with the column and
// loaded by its editor (not by readers), refused beside the row's field when bad, used by the editor's
// preview and by the stored readings. Runs the real reading worker (kuromoji and its dictionary).
import { READING_CORRECTION_LIMITS, type RubyText } from '@hiroba/contract/reading-aids';
import { qaWorld, type QaWorld } from './helpers/qa';
import { call, expectFieldErrors, useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

// The analyser reads 市場 as しじょう; a column about a morning market means いちば.
const COLUMN = { title: '駅前の市場', excerpt: '朝の市場の案内です。', body: '<p>駅前の市場で野菜を買います。</p><pre><code>市場</code></pre>', status: 'published' };
const CORRECTION = { term: '市場', reading: 'いちば' };

const write = (extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: { ...COLUMN, category_id: w.categoryId, ...extra } });
/** As the admin unless `as` says otherwise (null: signed out). */
const preview = (payload: Record<string, unknown>, as?: string | null) =>
  call(t.app, 'POST', '/api/v1/columns/readings_preview', { token: as === undefined ? w.tokens.admin : (as ?? undefined), payload: { title: COLUMN.title, body: COLUMN.body, reading_corrections: [], ...payload } });
const readingOf = (ruby: RubyText | null, base: string) => ruby?.find((s): s is [string, string] => typeof s !== 'string' && s[0] === base)?.[1];
const rubyOf = (base: string, reading: string) => `<ruby>${base}<rp>（</rp><rt>${reading}</rt><rp>）</rp></ruby>`;

test('corrections are saved with the column, loaded by its editor and not by its readers; an update keeps, replaces or empties them', async () => {
  const created = await write({ reading_corrections: [CORRECTION] });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data;
  expect(created.json().data.reading_corrections).toEqual([CORRECTION]);
  expect((await call(t.app, 'GET', `/api/v1/columns/${id}`, { token: w.tokens.admin })).json().data.reading_corrections).toEqual([CORRECTION]);
  // Readers get the column without them (signed out and signed in).
  expect((await call(t.app, 'GET', `/api/v1/columns/${id}`)).json().data).not.toHaveProperty('reading_corrections');
  expect((await call(t.app, 'GET', `/api/v1/columns/${id}`, { token: w.tokens.paid })).json().data).not.toHaveProperty('reading_corrections');

  const patch = (payload: Record<string, unknown>) => call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload });
  expect((await patch({ title: '駅前の朝市場' })).json().data.reading_corrections).toEqual([CORRECTION]);
  const two = [CORRECTION, { term: '朝市場', reading: 'あさいちば' }];
  expect((await patch({ reading_corrections: two })).json().data.reading_corrections).toEqual(two);
  expect((await patch({ reading_corrections: [] })).json().data.reading_corrections).toEqual([]);
  // A column written without them has none.
  expect((await write()).json().data.reading_corrections).toEqual([]);
});

test('bad corrections answer 400 in Japanese beside the row’s field, on save and on preview, and nothing is saved', async () => {
  const { id } = (await write({ reading_corrections: [CORRECTION] })).json().data;
  const cases: Array<[unknown[], { field: string; message: string }]> = [
    [[{ term: '市場', reading: '' }], { field: 'reading_corrections.0.reading', message: '読みを入力してください。' }],
    [[CORRECTION, { term: '', reading: 'いち' }], { field: 'reading_corrections.1.term', message: '読みを直す語を入力してください。' }],
    [[{ term: '市場', reading: 'い'.repeat(READING_CORRECTION_LIMITS.readingMax + 1) }], { field: 'reading_corrections.0.reading', message: '読みは40文字以内で入力してください。' }],
    [[{ term: '市'.repeat(READING_CORRECTION_LIMITS.termMax + 1), reading: 'いち' }], { field: 'reading_corrections.0.term', message: '読みを直す語は20文字以内で入力してください。' }],
    [[{ term: '市場', reading: '市場' }], { field: 'reading_corrections.0.reading', message: '読みはひらがなで入力してください。' }],
    [[{ term: '市場', reading: 'イチバ' }], { field: 'reading_corrections.0.reading', message: '読みはひらがなで入力してください。' }],
    [[{ term: 'いちば', reading: 'いちば' }], { field: 'reading_corrections.0.term', message: '読みを直す語には漢字を入れてください。' }],
    [[{ term: '市場' }], { field: 'reading_corrections.0.reading', message: '読みを入力してください。' }],
    [[CORRECTION, { term: '市場', reading: 'しじょう' }], { field: 'reading_corrections.1.term', message: '同じ語の読みの直しがほかにもあります。1つにまとめてください。' }],
    // A slur, typed as a reading, is never shown over a reader's condition.
    [[{ term: '盲', reading: 'めくら' }], { field: 'reading_corrections.0.reading', message: 'この読みは使えません。差別的な言葉を含む読みは表示しません。' }],
    [[{ term: '唖', reading: 'おし' }], { field: 'reading_corrections.0.reading', message: 'この読みは使えません。差別的な言葉を含む読みは表示しません。' }],
    [
      Array.from({ length: READING_CORRECTION_LIMITS.count + 1 }, (_, i) => ({ term: `市${i}`, reading: 'いち' })),
      { field: 'reading_corrections', message: '読みの直しは50個までです。' },
    ],
  ];
  for (const [corrections, error] of cases) {
    expectFieldErrors(await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { reading_corrections: corrections } }), [error]);
    expectFieldErrors(await write({ reading_corrections: corrections }), [error]);
    expectFieldErrors(await preview({ reading_corrections: corrections }), [error]);
  }
  expect((await call(t.app, 'GET', `/api/v1/columns/${id}`, { token: w.tokens.admin })).json().data.reading_corrections).toEqual([CORRECTION]);
  // おし inside another reading (押し) is no slur: it is refused only as the whole reading of kanji alone.
  expect((await preview({ reading_corrections: [{ term: '後押し', reading: 'あとおし' }] })).statusCode).toBe(200);
});

test('the preview is for who writes columns: 401 signed out, 403 for members and experts', async () => {
  expect((await preview({}, null)).statusCode).toBe(401);
  for (const token of [w.tokens.free, w.tokens.paid, w.tokens.expert]) {
    const res = await preview({}, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe('コラムの管理は管理者だけができます。');
  }
});

test('the preview reads the title and body as typed with the corrections, stores nothing, and keeps code unread', async () => {
  const plain = await preview({});
  expect(plain.statusCode).toBe(200);
  expect(readingOf(plain.json().data.title, '市場')).toBe('しじょう');

  const corrected = await preview({ reading_corrections: [CORRECTION] });
  expect(corrected.statusCode).toBe(200);
  const { title, body_html } = corrected.json().data as { title: RubyText; body_html: string };
  expect(readingOf(title, '市場')).toBe('いちば');
  expect(body_html).toContain(rubyOf('市場', 'いちば'));
  expect(body_html).not.toContain('しじょう');
  expect(body_html).toContain('<pre><code>市場</code></pre>');
  // Sanitised as a saved body would be.
  const script = (await preview({ body: '<p>市場</p><script>alert(1)</script>', reading_corrections: [CORRECTION] })).json().data.body_html;
  expect(script).not.toContain('<script');
  expect(script).toContain(rubyOf('市場', 'いちば'));
  // An empty title and body are read as nothing.
  expect((await preview({ title: '', body: '' })).json().data).toEqual({ title: [], body_html: '' });
  expect((await t.db.query("SELECT id FROM columns WHERE title = '駅前の市場'")).length).toBe(0);
});

test('the stored readings are made with the column’s corrections, and made again when the corrections change', async () => {
  const make = () => t.app.ctx.services.readings.make();
  const readings = async (id: number) => (await call(t.app, 'GET', `/api/v1/columns/${id}/readings`)).json().data as { title: RubyText | null; body_html: string | null };
  const { id } = (await write({ reading_corrections: [CORRECTION] })).json().data;
  await make();
  const made = await readings(id);
  expect(readingOf(made.title, '市場')).toBe('いちば');
  expect(made.body_html).toContain(rubyOf('市場', 'いちば'));

  // Changing only the corrections forgets the readings (the trigger) until the job reads them again.
  const changed = await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { reading_corrections: [{ term: '市場', reading: 'しじょう' }] } });
  expect(changed.statusCode).toBe(200);
  expect(await readings(id)).toEqual({ title: null, body_html: null });
  await make();
  const again = await readings(id);
  expect(readingOf(again.title, '市場')).toBe('しじょう');
  expect(again.body_html).toContain(rubyOf('市場', 'しじょう'));
  // Saving the same corrections again keeps the readings.
  await call(t.app, 'PATCH', `/api/v1/columns/${id}`, { token: w.tokens.admin, payload: { excerpt: '新しいリード', reading_corrections: [{ term: '市場', reading: 'しじょう' }] } });
  expect((await readings(id)).title).not.toBeNull();
}, 60_000);
