// The two ways a search finds the newest matches (api-server/src/search/search-repository.ts): a walk
// over the newest WALK_ROWS rows for a word many rows hold, and the GIN index when the walk finds too
// few (a word only older rows hold). Each must answer the same matches, in the order asked for, with
// the total; here with more questions than the walk looks at.
import { insertQuestion } from '../src/qa/question-repository';
import { insertBulkQuestions } from '../src/seed/bulk-questions';
import { CANDIDATES, WALK_ROWS } from '../src/search/search-repository';
import { qaWorld, type QaWorld } from './helpers/qa';
import { searchQuestions } from './helpers/search';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
/** Questions with the rare word, oldest first: all older than every bulk question. */
let rare: number[];
const RARE_COUNT = CANDIDATES + 20;
const DAY = 86_400_000;

// After the harness emptied the tables (its beforeEach runs first).
beforeEach(async () => {
  w = await qaWorld(t);
  const author = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE email = 'demo-paid@example.jp'"))!.id;
  rare = [];
  // A word the bulk text never holds, in questions a year old, a minute apart.
  const start = Date.now() - 365 * DAY;
  for (let i = 0; i < RARE_COUNT; i++) {
    const title = i % 3 === 0 ? `ふれあいパスの更新 ${i}` : `バスの割引について ${i}`;
    const body = i % 3 === 0 ? '手続きを教えてください。' : `ふれあいパスは市の窓口で申し込みます。${i}`;
    rare.push(await insertQuestion(t.db, author, { title, body, category_id: w.categoryId }, new Date(start + i * 60_000)));
  }
  await insertBulkQuestions(t.db, { count: WALK_ROWS + 100 });
}, 120_000);

const signedIn = (keyword: string, extra = '') => searchQuestions(t.app, keyword, extra, w.tokens.paid);

test('a word only rows older than the walk hold: every match found through the index, the total exact', async () => {
  const first = await signedIn('ふれあいパス', '&per=10');
  expect(first.meta.total).toBe(RARE_COUNT);
  expect(first.data).toHaveLength(10);
  // Most relevant first: a title holding the word before a body holding it.
  const titled = new Set(rare.filter((_, i) => i % 3 === 0));
  expect(first.data.every((q) => titled.has(q.id))).toBe(true);

  // Every match, across the pages past the ranked candidates too, each once.
  const seen: number[] = [];
  for (let page = 1; page <= Math.ceil(RARE_COUNT / 50); page++) seen.push(...(await signedIn('ふれあいパス', `&per=50&page=${page}`)).data.map((q) => q.id));
  expect(seen.sort((a, b) => a - b)).toEqual([...rare].sort((a, b) => a - b));
});

test('newest first, through the index: the newest matches in order, and a page past them', async () => {
  const newest = [...rare].reverse();
  expect((await signedIn('ふれあいパス', '&order=new&per=20')).data.map((q) => q.id)).toEqual(newest.slice(0, 20));
  expect((await signedIn('ふれあいパス', '&order=new&per=20&page=6')).data.map((q) => q.id)).toEqual(newest.slice(100, 120));
});

test('a word most rows hold is found by the walk: the newest matches, each holding it, and the total', async () => {
  const found = await signedIn('福祉', '&order=new&per=50');
  const holding = "FROM questions WHERE deleted_at IS NULL AND moderation = 'visible' AND search_text LIKE '%福祉%'";
  const { n } = (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n ${holding}`))!;
  expect(n).toBeGreaterThan(WALK_ROWS / 2);
  expect(found.meta.total).toBe(Math.min(n, 1000));
  const rows = await t.db.query<{ id: number }>(`SELECT id ${holding} ORDER BY created_at DESC, id DESC LIMIT 50`);
  expect(found.data.map((q) => q.id)).toEqual(rows.map((r) => r.id));
});
