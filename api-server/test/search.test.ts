// Japanese keyword search: two-character words, width/kana/case folding, full-width space as AND,
// one-character words, paging; and the search keys themselves.
import { call, useTestApp } from './helpers/test-app';
import { ask, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const post = (title: string, body: string) => ask(t.app, w.tokens.paid, { title, body, category_id: w.categoryId });
const search = async (keyword: string, extra = '') => {
  const res = await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<{ id: number }>; meta: { total: number; total_pages: number; page: number } };
};
const ids = async (keyword: string) => (await search(keyword)).data.map((q) => q.id).sort((a, b) => a - b);

test('two-character words such as 福祉, 手話, 年金 are found in title or body', async () => {
  const welfare = await post('福祉サービスの使い方', '初めて利用します。');
  const sign = await post('通訳について', '手話通訳の派遣を頼みたいです。');
  const pension = await post('更新の書類', '障害年金の更新が近づいています。');
  expect(await ids('福祉')).toEqual([welfare]);
  expect(await ids('手話')).toEqual([sign]);
  expect(await ids('年金')).toEqual([pension]);
  expect(await ids('介護')).toEqual([]);
});

test('full-width and half-width, katakana and hiragana, upper and lower case match each other', async () => {
  const kana = await post('ヘルパーの派遣', 'ｶﾀｶﾅの説明です。');
  const latin = await post('ABC型の就労', 'ＡＢＣという事業所について。');
  expect(await ids('へるぱー')).toEqual([kana]);
  expect(await ids('ﾍﾙﾊﾟｰ')).toEqual([kana]);
  expect(await ids('かたかな')).toEqual([kana]);
  expect(await ids('カタカナ')).toEqual([kana]);
  expect(await ids('abc')).toEqual([latin]);
  expect(await ids('ＡＢＣ')).toEqual([latin]);
  expect(await ids('Abc型')).toEqual([latin]);
});

test('a space, full-width too, separates words that must all be present', async () => {
  const both = await post('障害年金と手話', '両方です。');
  const one = await post('障害年金だけ', '片方です。');
  expect(await ids('年金　手話')).toEqual([both]);
  expect(await ids('年金 手話')).toEqual([both]);
  expect(await ids('  年金  ')).toEqual([both, one].sort((a, b) => a - b));
});

test('longer words are confirmed as a whole, not as scattered pairs', async () => {
  const exact = await post('就労移行支援', '利用したい。');
  await post('支援と就労と移行', '言葉が離れている。');
  expect(await ids('就労移行支援')).toEqual([exact]);
});

test('a one-character word matches anywhere', async () => {
  const dog = await post('盲導犬と暮らす', '毎日の散歩');
  await post('別の話題', '関係ない');
  expect(await ids('犬')).toEqual([dog]);
  expect(await ids('犬 散歩')).toEqual([dog]);
});

test('LIKE wildcards in a keyword match themselves', async () => {
  const percent = await post('負担割合', '1割_負担と100%負担');
  const other = await post('負担について', '一割負担');
  expect(await ids('100%')).toEqual([percent]);
  // Newest first, only what holds every word; by relevance, what lacks one of the three comes after (all words before some).
  expect((await search('割_負', '&order=new')).data.map((q) => q.id)).toEqual([percent]);
  const relevant = await search('割_負');
  expect(relevant.data.map((q) => q.id)).toEqual([percent, other]);
  expect((relevant.meta as unknown as { search: { all_words: number } }).search.all_words).toBe(1);
});

test('results are paged newest first when asked, with the total and what the words were searched as; an edit re-indexes; a removal drops out', async () => {
  const made: number[] = [];
  for (let i = 0; i < 5; i++) made.push(await post(`グループホーム ${i}`, '福祉の住まい'));
  await post('関係のない質問', '何もない');
  const page2 = await search('福祉', '&per=2&page=2&order=new');
  const { search: searched, ...meta } = page2.meta as typeof page2.meta & { search: unknown };
  expect(meta).toEqual({ page: 2, per: 2, total: 5, total_pages: 3 });
  expect(searched).toEqual({ order: 'new', words: [{ text: '福祉', also: [] }], related: [] });
  expect(page2.data.map((q) => q.id)).toEqual([made[2], made[1]]);
  await call(t.app, 'PATCH', `/api/v1/questions/${made[0]}`, { token: w.tokens.paid, payload: { body: '住まいの話' } });
  await call(t.app, 'DELETE', `/api/v1/questions/${made[1]}`, { token: w.tokens.paid });
  expect((await search('福祉')).meta.total).toBe(3);
  expect(await ids('住まい')).toHaveLength(4);
});

test('search combines with the other filters', async () => {
  const tagged = await ask(t.app, w.tokens.paid, { title: '年金の相談', body: '本文', category_id: w.categoryId, tag_ids: [w.tagIds[0]] });
  await post('年金の別の相談', '本文');
  expect((await search('年金', `&tag=${encodeURIComponent(w.tagTitles[0])}`)).data.map((q) => q.id)).toEqual([tagged]);
  expect((await search('年金', '&type=%E6%9C%AA%E5%9B%9E%E7%AD%94')).meta.total).toBe(2);
});

test('an empty or all-space keyword does not filter; a too long one is refused', async () => {
  await post('何か', '本文');
  expect((await search('　')).meta.total).toBe(1);
  const res = await call(t.app, 'GET', `/api/v1/questions?keyword=${'あ'.repeat(101)}`);
  expect(res.json().errors).toEqual([{ field: 'keyword', message: 'キーワードは100文字以内で入力してください。' }]);
});

test('a search’s total stops at the cap (a common word must not count the whole table)', async () => {
  const { questionSearchTable } = await import('../src/qa/question-list-sql');
  const { SEARCH_COUNT_CAP, planSearch, searchSql } = await import('../src/search/search-engine');
  const { countMatches } = await import('../src/search/search-repository');
  for (let i = 0; i < 3; i++) await post(`福祉 ${i}`, '本文');
  const sql = searchSql(questionSearchTable(), planSearch('福祉', await t.app.ctx.services.searchWords.vocabulary()));
  expect(await countMatches(t.db, sql, 2)).toBe(2);
  expect(await countMatches(t.db, sql, SEARCH_COUNT_CAP)).toBe(3);
});
