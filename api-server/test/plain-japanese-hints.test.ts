// The column editor's plain-Japanese hints through the API: each rule (a long sentence, a run of
// kanji, a sentence with many kanji) in Japanese with its place, plain text answering none, who may
// call it, and bad input.
import { PLAIN_JAPANESE_TEXT_MAX } from '@hiroba/contract/reading-aids';
import { DEMO_COLUMNS } from '../src/seed/demo-columns-content';
import { qaWorld, type QaWorld } from './helpers/qa';
import { call, expectFieldErrors, useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const hints = async (text: unknown, token = w.tokens.admin) => call(t.app, 'POST', '/api/v1/plain_japanese_hints', { token, payload: { text } });
const hintsOf = async (text: string) => {
  const res = await hints(text);
  expect(res.statusCode).toBe(200);
  return res.json().data.hints as Array<{ rule: string; message: string; line: number; column: number; index: number }>;
};

test('plain Japanese (short sentences, few kanji) has no hints; nor has an empty text', async () => {
  expect(await hintsOf('まず、市役所の窓口で相談します。\nカードが家にとどきます。')).toEqual([]);
  expect(await hintsOf('')).toEqual([]);
  expect(await hintsOf('  \n ')).toEqual([]);
});

test('a sentence over 50 characters is named with its length and line', async () => {
  // 63 characters: 62 hiragana and the full stop.
  const long = `${'あいうえおかきくけこ'.repeat(6)}さしす。`;
  expect([...long]).toHaveLength(64);
  const found = await hintsOf(`みじかい文です。\n${long}`);
  expect(found).toEqual([
    { rule: 'sentence-length', message: '1文が50文字を超えています（64文字）。短く分けると読みやすくなります。', line: 2, column: 1, index: 9 },
  ]);
  expect(await hintsOf(`${'あ'.repeat(49)}。`)).toEqual([]);
});

test('a run of more than four kanji is named with the run and where it starts', async () => {
  const found = await hintsOf('あなたの相談支援専門員にききます。');
  expect(found).toEqual([
    { rule: 'max-kanji-continuous-len', message: '漢字が5文字以上続いています（相談支援専門員）。ひらがなを入れるか、言いかえると読みやすくなります。', line: 1, column: 5, index: 4 },
  ]);
  expect(await hintsOf('あなたの受給者証です。')).toEqual([]);
});

test('a sentence of 20 or more letters with over 30% kanji is named with its share; a short one is left alone', async () => {
  // 21 letters, 12 of them kanji (57%), no run longer than four.
  const dense = '市役所で福祉の窓口に行き、相談の日を決めます。';
  const found = await hintsOf(`はい。${dense}`);
  expect(found).toEqual([
    { rule: 'kanji-share', message: '漢字の多い文です（漢字が57%）。ひらがなにできる言葉をひらがなにすると読みやすくなります。', line: 1, column: 4, index: 3 },
  ]);
  // Short: 8 letters, 5 kanji.
  expect(await hintsOf('福祉の窓口相談。')).toEqual([]);
  // 22 letters, 6 kanji (27%).
  expect(await hintsOf('まず市役所の窓口で、こまっていることをはなします。')).toEqual([]);
});

test('hints come in the order of the text, several rules at once', async () => {
  const found = await hintsOf(`この障害者福祉サービスの利用計画を作成します。\n${'あ'.repeat(55)}。`);
  expect(found.map((h) => [h.rule, h.line, h.column])).toEqual([
    ['kanji-share', 1, 1],
    ['max-kanji-continuous-len', 1, 3],
    ['sentence-length', 2, 1],
  ]);
});

test('the demo summaries are plain Japanese by our own rules', async () => {
  const summaries = DEMO_COLUMNS.flatMap((c) => (c.easySummary ? [c.easySummary] : []));
  expect(summaries.length).toBeGreaterThan(0);
  for (const summary of summaries) expect([summary, await hintsOf(summary)]).toEqual([summary, []]);
});

test('only who writes columns may ask: visitors 401, members and experts 403', async () => {
  expect((await call(t.app, 'POST', '/api/v1/plain_japanese_hints', { payload: { text: '文' } })).statusCode).toBe(401);
  for (const token of [w.tokens.free, w.tokens.paid, w.tokens.expert]) expect((await hints('文', token)).statusCode).toBe(403);
});

test('bad input answers 400 naming the text field', async () => {
  expect((await hints('あ'.repeat(PLAIN_JAPANESE_TEXT_MAX))).statusCode).toBe(200);
  expectFieldErrors(await hints('あ'.repeat(PLAIN_JAPANESE_TEXT_MAX + 1)), [{ field: 'text', message: expect.stringContaining('文章') }]);
  for (const wrong of [42, null, ['文']]) expectFieldErrors(await hints(wrong), [{ field: 'text', message: expect.stringContaining('文章') }]);
  const missing = await call(t.app, 'POST', '/api/v1/plain_japanese_hints', { token: w.tokens.admin, payload: {} });
  expectFieldErrors(missing, [{ field: 'text', message: expect.stringContaining('文章') }]);
});
