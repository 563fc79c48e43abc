// The site search's rules (docs/search.md), each through GET /api/v1/search/questions on the real
// database: one thing written many ways is found by any of them (spelling, width, dashes, short,
// regional and old names, kinds, readings), every word is required through its group while glue is
// not, a slip of a long word is forgiven and a short one is not, the order of relevance, all words
// before some, what the page says of each word, the passage with its marks, words to try when
// nothing was found, what is never found, columns and the lists, and bad input.
import type { InjectOptions } from 'fastify';
import { call, expectFieldErrors, useTestApp } from './helpers/test-app';
import { qaWorld, type QaWorld } from './helpers/qa';
import { decide, report, reviewsOf } from './helpers/safety';
import { answerAs, askedDaysAgo, foundIds, postQuestion, searchQuestions, shown, type SearchAnswer } from './helpers/search';
import { normalizeForSearch } from '../src/search/search-text';

// ふりがな are made only where a test asks for them (the readings' test), by the real worker.
const t = useTestApp({ MAKE_READINGS: 'false', READING_WORKER_IDLE_SECONDS: '5' });
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const post = (title: string, body: string) => postQuestion(t, w, title, body);
const search = (keyword: string, extra = '') => searchQuestions(t.app, keyword, extra);
const ids = (keyword: string, extra = '') => foundIds(t.app, keyword, extra);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('one thing written many ways', () => {
  test('障害, 障がい, 障碍 and しょうがい each find the questions written with any of them', async () => {
    const kanji = await post('障害のある子の進学', '中学校からの進路を考えています。');
    const kana = await post('障がいのある息子の進学', '高校の進路を考えています。');
    const old = await post('障碍のある娘の就職', '卒業後の進路を考えています。');
    await post('進路の相談', '中学校の進路です。');
    for (const keyword of ['障害', '障がい', '障碍', 'しょうがい']) expect([keyword, sorted(await ids(keyword))]).toEqual([keyword, [kanji, kana, old]]);
  });

  test('full-width and half-width are one: ＧＨ finds GH, ｸﾞﾙｰﾌﾟﾎｰﾑ finds グループホーム and the reverse', async () => {
    const latin = await post('GHの空き', '空きがあるか知りたいです。');
    const half = await post('ｸﾞﾙｰﾌﾟﾎｰﾑの体験', '体験で泊まれますか。');
    const full = await post('グループホームの家賃', '毎月いくらですか。');
    expect(sorted(await ids('ＧＨ'))).toEqual([latin, half, full]);
    expect(sorted(await ids('ｸﾞﾙｰﾌﾟﾎｰﾑ'))).toEqual([latin, half, full]);
    expect(sorted(await ids('グループホーム'))).toEqual([latin, half, full]);
    // The page names the word as it was typed.
    expect((await search('ＧＨ')).meta.search.words.map((word) => word.text)).toEqual(['ＧＨ']);
  });

  test('the long-vowel mark typed as - or － is ー, in the query and in the text', async () => {
    const plain = await post('ショートステイの予約', '何日前に予約しますか。');
    const minus = await post('ショ－トステイを初めて使います', '持ち物を知りたいです。');
    const hyphen = await post('ｼｮ-ﾄｽﾃｲの日数', '月に何日まで使えますか。');
    for (const keyword of ['ショートステイ', 'ショ-トステイ', 'ショ－トステイ']) expect([keyword, sorted(await ids(keyword))]).toEqual([keyword, [plain, minus, hyphen]]);
  });
});

describe('short, regional and old names', () => {
  test('放デイ finds 放課後等デイサービス', async () => {
    const service = await post('放課後等デイサービスの選び方', '見学のときに何を見ればいいですか。');
    await post('児童発達支援の選び方', '見学のときに何を見ればいいですか。');
    expect(await ids('放デイ')).toEqual([service]);
  });

  test('共同生活援助 and GH find グループホーム', async () => {
    const home = await post('グループホームの家賃', '毎月いくらかかりますか。');
    await post('一人暮らしの家賃', '毎月いくらかかりますか。');
    expect(await ids('共同生活援助')).toEqual([home]);
    expect(await ids('GH')).toEqual([home]);
  });

  test('愛の手帳 (東京都) finds みどりの手帳 (埼玉県) and 療育手帳', async () => {
    const green = await post('みどりの手帳の更新', '判定はいつ受けますか。');
    const ryoiku = await post('療育手帳の判定', '何を聞かれますか。');
    await post('身体障害者手帳の等級', '等級が変わることはありますか。');
    expect(sorted(await ids('愛の手帳'))).toEqual([green, ryoiku]);
  });

  test('ケアホーム (merged into グループホーム in 2014) finds グループホーム', async () => {
    const home = await post('グループホームの夜間の支援', '夜も職員の方はいますか。');
    await post('自宅での夜間の支援', '夜も来てもらえますか。');
    expect(await ids('ケアホーム')).toEqual([home]);
  });

  test('養護学校 (the old name) finds 特別支援学校', async () => {
    const school = await post('特別支援学校の高等部', '入学の相談はいつからですか。');
    await post('普通高校の入学', '入学の相談はいつからですか。');
    expect(await ids('養護学校')).toEqual([school]);
  });

  test('障害年金 finds its kind 障害基礎年金, but 障害基礎年金 does not find a question that only says 障害年金', async () => {
    const basic = await post('障害基礎年金の額', '２級だといくらですか。');
    const umbrella = await post('障害年金の申請', '初めて申請します。');
    expect(sorted(await ids('障害年金'))).toEqual([basic, umbrella]);
    expect(await ids('障害基礎年金')).toEqual([basic]);
  });
});

describe('readings', () => {
  test('a word typed in hiragana finds it written in kanji through the vocabulary (りょういく finds 療育), before any readings are made', async () => {
    const ryoiku = await post('療育の教室を探しています', '週に２回通える所がいいです。');
    await post('保育園の相談', '週に２回通える所がいいです。');
    expect((await t.db.one<{ search_reading: string }>('SELECT search_reading FROM questions WHERE id = $1', [ryoiku]))!.search_reading).toBe('');
    expect(await ids('りょういく')).toEqual([ryoiku]);
  });

  test('a word in no group is found by its reading once the readings are made: れいぞうこ finds 冷蔵庫', async () => {
    const vocabulary = await t.app.ctx.services.searchWords.vocabulary();
    for (const word of ['冷蔵庫', 'れいぞうこ']) expect([word, vocabulary.groupsOf(normalizeForSearch(word))]).toEqual([word, []]);
    const fridge = await post('冷蔵庫の買い替え', '古くなったので買い替えたいです。');
    await post('洗濯機の買い替え', '古くなったので買い替えたいです。');
    expect(await ids('れいぞうこ')).toEqual([]);

    while ((await t.app.ctx.services.readings.make()) > 0);
    // Making readings is no content change: the answer a visitor was given a moment ago is dropped here.
    t.app.ctx.services.content.cache.clear();
    expect(await ids('れいぞうこ')).toEqual([fridge]);
  }, 120_000);
});

describe('every word is required, each through its group; glue is not', () => {
  test('GH 障がい: only the question holding both words (in other spellings) is found newest first; by relevance it comes first and all_words counts it', async () => {
    const both = await post('グループホームで暮らす兄', '兄には障害があります。');
    const home = await post('グループホームの家賃', '毎月いくらですか。');
    const disability = await post('障害のある兄の仕事', '仕事を探しています。');
    await askedDaysAgo(t, both, 10);
    expect(await ids('GH 障がい', '&order=new')).toEqual([both]);
    const relevant = await search('GH 障がい');
    expect(relevant.data[0].id).toBe(both);
    expect(relevant.meta.search.all_words).toBe(1);
    expect(sorted(relevant.data.slice(1).map((q) => q.id))).toEqual([home, disability]);
  });

  test('a particle between two words is glue, not required: 障害年金の更新 finds 障害年金を更新', async () => {
    const renew = await post('障害年金を更新したい', '書類が届きました。');
    await post('障害年金を申請したい', '書類を書いています。');
    const res = await search('障害年金の更新', '&order=new');
    expect(res.data.map((q) => q.id)).toEqual([renew]);
    expect(res.meta.search.words.map((word) => word.text)).toEqual(['障害年金', '更新']);
  });
});

describe('a slip', () => {
  test('a word of five letters or more one letter wrong is taken for the vocabulary’s word, and the page names it: 自立支援医僚, 日中一次支援', async () => {
    const medical = await post('自立支援医療の更新', '診断書は毎年いりますか。');
    const dayCare = await post('日中一時支援の使い方', '土曜日も預けられますか。');
    await post('精神科の通院', '診断書は毎年いりますか。');
    const res = await search('自立支援医僚');
    expect(res.data.map((q) => q.id)).toEqual([medical]);
    expect(res.meta.search.words).toEqual([expect.objectContaining({ text: '自立支援医僚', slip_of: '自立支援医療' })]);
    const other = await search('日中一次支援');
    expect(other.data.map((q) => q.id)).toEqual([dayCare]);
    expect(other.meta.search.words).toEqual([expect.objectContaining({ text: '日中一次支援', slip_of: '日中一時支援' })]);
  });

  test('ショートスティ (a common slip) finds ショートステイ and names it', async () => {
    const stay = await post('ショートステイの予約', '何日前に予約しますか。');
    const res = await search('ショートスティ');
    expect(res.data.map((q) => q.id)).toEqual([stay]);
    expect(res.meta.search.words[0].also).toContain('ショートステイ');
  });

  test('a word of four letters or fewer one letter wrong finds nothing: ガイヘレ is not taken for ガイヘル', async () => {
    await post('ガイヘルの利用', '買い物に一緒に行ってもらえますか。');
    const res = await search('ガイヘレ');
    expect(res.meta.total).toBe(0);
    expect(res.data).toEqual([]);
    expect(res.meta.search.words).toEqual([{ text: 'ガイヘレ', also: [] }]);
  });

  test('a slip is not taken when the word as typed is in some question (exact first)', async () => {
    const typed = await post('自立支援医僚の書き方', 'この字で合っていますか。');
    await post('自立支援医療の更新', '診断書は毎年いりますか。');
    const res = await search('自立支援医僚');
    expect(res.data.map((q) => q.id)).toEqual([typed]);
    expect(res.meta.search.words[0].slip_of).toBeUndefined();
  });
});

describe('relevance', () => {
  /** An older question with the word in its title and a newer one that mentions it once in its body. */
  async function titledAndMentioned() {
    const titled = await post('グループホームの探し方', '空きのある所を知りたいです。');
    const mentioned = await post('引っ越しの相談', '来年グループホームに移る予定です。');
    await askedDaysAgo(t, titled, 10);
    await askedDaysAgo(t, mentioned, 1);
    return { titled, mentioned };
  }

  test('a question with the word in its title ranks above a newer one that mentions it once in its body', async () => {
    const { titled, mentioned } = await titledAndMentioned();
    const relevant = await search('グループホーム');
    expect(relevant.data.map((q) => q.id)).toEqual([titled, mentioned]);
    expect(relevant.meta.search.order).toBe('relevance');
    expect((await search('グループホーム', '&order=relevance')).data.map((q) => q.id)).toEqual([titled, mentioned]);
  });

  test('order=new gives the newest first, and meta.search.order echoes it', async () => {
    const { titled, mentioned } = await titledAndMentioned();
    const recent = await search('グループホーム', '&order=new');
    expect(recent.data.map((q) => q.id)).toEqual([mentioned, titled]);
    expect(recent.meta.search.order).toBe('new');
  });

  test('every word in the title ranks above some of them in the title', async () => {
    const all = await post('グループホームの家賃', '毎月いくらかかりますか。');
    const some = await post('グループホームの見学', '見学のときに家賃も聞けますか。');
    await askedDaysAgo(t, all, 10);
    await askedDaysAgo(t, some, 1);
    expect(await ids('GH 家賃')).toEqual([all, some]);
  });

  test('words together rank above words scattered: 障害年金の更新 before 障害年金 … 更新', async () => {
    const together = await post('手続きの質問', '障害年金の更新の書類が届きました。');
    const scattered = await post('手続きの質問', '障害年金をもらっています。毎日の暮らしは落ち着いていて、家族もみんな元気にしています。来月の更新が心配です。');
    await askedDaysAgo(t, together, 10);
    await askedDaysAgo(t, scattered, 1);
    expect(await ids('障害年金の更新')).toEqual([together, scattered]);
  });

  test('an expert-answered or resolved question ranks above an unanswered one with the same words', async () => {
    const expert = await post('グループホームの家賃', '毎月いくらかかりますか。');
    const resolved = await post('グループホームの家賃', '毎月いくらかかりますか。');
    const unanswered = await post('グループホームの家賃', '毎月いくらかかりますか。');
    await askedDaysAgo(t, expert, 5);
    await askedDaysAgo(t, resolved, 3);
    await askedDaysAgo(t, unanswered, 1);
    await answerAs(t, expert, 'expert');
    await answerAs(t, resolved, 'resolved');
    const res = await search('グループホーム 家賃');
    expect(res.data.map((q) => [q.id, q.answer_state, q.resolved])).toEqual([
      [expert, 'expert_answered', false],
      [resolved, 'answered', true],
      [unanswered, 'unanswered', false],
    ]);
  });

  test('newer before older only breaks a tie', async () => {
    const older = await post('グループホームの家賃', '毎月いくらかかりますか。');
    const newer = await post('グループホームの家賃', '毎月いくらかかりますか。');
    await askedDaysAgo(t, older, 5);
    await askedDaysAgo(t, newer, 1);
    expect(await ids('グループホーム 家賃')).toEqual([newer, older]);
  });
});

describe('all words before some', () => {
  test('of two words few questions hold both: those first, then those lacking the word outside the vocabulary (見学), never those lacking the vocabulary’s word; order=new only those with all', async () => {
    const both = await post('グループホームの見学', '見学の日を決めたいです。');
    const rent = await post('グループホームの家賃', '毎月いくらですか。');
    const meals = await post('グループホームの食事', '夕食は出ますか。');
    const elsewhere = await post('作業所の見学', '見学したいです。');
    await askedDaysAgo(t, both, 10);
    const relevant = await search('GH 見学');
    expect(relevant.data[0].id).toBe(both);
    expect(sorted(relevant.data.slice(1).map((q) => q.id))).toEqual([rent, meals]);
    expect(relevant.data.map((q) => q.id)).not.toContain(elsewhere);
    expect(relevant.meta.search.all_words).toBe(1);
    expect(relevant.meta.total).toBe(3);

    const recent = await search('GH 見学', '&order=new');
    expect(recent.data.map((q) => q.id)).toEqual([both]);
    expect(recent.meta.total).toBe(1);
    expect(recent.meta.search.all_words).toBeUndefined();
  });
});

describe('what the page says of each word', () => {
  test('放デイ was searched also as 放課後等デイサービス (the group’s name first); a word in no group has also []', async () => {
    await post('放課後等デイサービスの送迎', '家まで来てもらえますか。');
    const res = await search('放デイ');
    expect(res.meta.search.words).toHaveLength(1);
    expect(res.meta.search.words[0].text).toBe('放デイ');
    expect(res.meta.search.words[0].also[0]).toBe('放課後等デイサービス');
    expect((await search('冷蔵庫')).meta.search.words).toEqual([{ text: '冷蔵庫', also: [] }]);
  });
});

describe('the passage and the marks', () => {
  test('a long body shows the part where the word is, from the start of its sentence, marked as written (ｸﾞﾙｰﾌﾟﾎｰﾑ for グループホーム), cut at both ends; the title’s word is marked', async () => {
    const filler = '今日は天気がよかったです。'.repeat(12);
    const body = `${filler}先週ｸﾞﾙｰﾌﾟﾎｰﾑの見学に行きました。${filler}`;
    const id = await post('グループホームについて', body);
    const [hit] = (await search('グループホーム')).data;
    expect(hit.id).toBe(id);
    expect(hit.title).toEqual([{ mark: 'グループホーム' }, 'について']);
    const at = body.indexOf('ｸﾞﾙｰﾌﾟﾎｰﾑ');
    // 120 characters of the folded text from the sentence's start (先週): 2, the word (7 folded, 9 as written), 111.
    expect(hit.passage).toEqual({ text: ['先週', { mark: 'ｸﾞﾙｰﾌﾟﾎｰﾑ' }, body.slice(at + 9, at + 9 + 111)], cut_start: true, cut_end: true });
  });

  test('with no sentence’s end near before the word, the passage starts 20 characters before it', async () => {
    const filler = '今日は天気がよかったので、'.repeat(12);
    const body = `${filler}ｸﾞﾙｰﾌﾟﾎｰﾑの見学に行きました。${filler}`;
    await post('住まいの相談', body);
    const [hit] = (await search('グループホーム')).data;
    const at = body.indexOf('ｸﾞﾙｰﾌﾟﾎｰﾑ');
    expect(hit.passage).toEqual({ text: [body.slice(at - 20, at), { mark: 'ｸﾞﾙｰﾌﾟﾎｰﾑ' }, body.slice(at + 9, at + 9 + 93)], cut_start: true, cut_end: true });
  });

  test('a short body is shown whole, not cut, with another name of the word marked as written (ケアホーム for GH)', async () => {
    const id = await post('住まいの相談', 'ケアホームの頃から住んでいます。');
    const [hit] = (await search('GH')).data;
    expect(hit.id).toBe(id);
    expect(hit.title).toEqual(['住まいの相談']);
    expect(hit.passage).toEqual({ text: [{ mark: 'ケアホーム' }, 'の頃から住んでいます。'], cut_start: false, cut_end: false });
  });

  test('the passage holds the most of the words, not the first mention of one', async () => {
    const filler = '今日は天気がよかったです。'.repeat(12);
    const body = `グループホームに住んでいます。${filler}グループホームの家賃が上がりました。`;
    await post('住まいの相談', body);
    const [hit] = (await search('GH 家賃')).data;
    expect(hit.passage.cut_start).toBe(true);
    expect(shown(hit.passage.text)).toContain('[グループホーム]の[家賃]が上がりました。');
  });
});

describe('nothing found', () => {
  test('total 0, and related offers words that each find something', async () => {
    await post('障害年金の申請', '初めて申請します。');
    await post('作業所の見学', '見学したいです。');
    const res = await search('年金 見学 冷蔵庫');
    expect(res.meta.total).toBe(0);
    expect(res.data).toEqual([]);
    expect(res.meta.search.related).toEqual(expect.arrayContaining(['年金', '見学']));
    expect(res.meta.search.related).not.toContain('冷蔵庫');
    for (const word of res.meta.search.related) expect([word, (await search(word)).meta.total > 0]).toEqual([word, true]);
  });
});

describe('what is never found', () => {
  test('held, hidden and removed questions are never found, not even by an admin', async () => {
    const visible = await post('グループホームの家賃', '毎月いくらですか。');
    const held = await post('グループホームでの言葉', 'シネと言われました。');
    const hidden = await post('グループホームの食事', '夕食は出ますか。');
    const removed = await post('グループホームの見学', '見学したいです。');
    expect((await t.db.one<{ moderation: string }>('SELECT moderation FROM questions WHERE id = $1', [held]))!.moderation).toBe('held');
    expect((await report(t.app, w.tokens.free, 'question', hidden, 'abuse')).statusCode).toBe(201);
    const review = (await reviewsOf(t.app, w.tokens.admin)).find((r) => r.subject.kind === 'question' && r.subject.id === hidden)!;
    expect((await decide(t.app, w.tokens.admin, review.id, 'hide')).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${removed}`, { token: w.tokens.paid })).statusCode).toBe(204);

    expect(await ids('GH')).toEqual([visible]);
    expect(await foundIds(t.app, 'GH', '', w.tokens.admin)).toEqual([visible]);
    expect(await foundIds(t.app, 'GH', '', w.tokens.paid)).toEqual([visible]);
    const listed = (await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent('GH')}`)).json().data as Array<{ id: number }>;
    expect(listed.map((q) => q.id)).toEqual([visible]);
  });
});

describe('columns and the lists', () => {
  const column = async (title: string, status: 'published' | 'draft') => {
    const res = await call(t.app, 'POST', '/api/v1/columns', {
      token: w.tokens.admin,
      payload: { title, excerpt: '暮らしの場の選び方を説明します。', body: '<p>見学のときに確かめることをまとめました。</p>', category_id: w.categoryId, tag_ids: [], status },
    });
    if (res.statusCode !== 201) throw new Error(`POST /columns: ${res.statusCode} ${res.body}`);
    return res.json().data.id as number;
  };

  test('GET /api/v1/search/columns finds a published column through the same vocabulary, never a draft', async () => {
    const published = await column('グループホームの選び方', 'published');
    await column('グループホームの家賃', 'draft');
    const res = await call(t.app, 'GET', `/api/v1/search/columns?keyword=${encodeURIComponent('ケアホーム')}`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Array<{ id: number; title: unknown }>; meta: SearchAnswer['meta'] };
    expect(data.map((c) => c.id)).toEqual([published]);
    expect(data[0].title).toEqual([{ mark: 'グループホーム' }, 'の選び方']);
    expect(meta.total).toBe(1);
    expect(meta.search.words[0].also).toContain('グループホーム');
  });

  test('GET /api/v1/questions?keyword= widens the same way and carries meta.search', async () => {
    const service = await post('放課後等デイサービスの選び方', '見学のときに何を見ればいいですか。');
    await post('児童発達支援の選び方', '見学のときに何を見ればいいですか。');
    const res = await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent('放デイ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((q: { id: number }) => q.id)).toEqual([service]);
    expect(res.json().meta.total).toBe(1);
    expect(res.json().meta.search).toMatchObject({ order: 'relevance', words: [{ text: '放デイ', also: expect.arrayContaining(['放課後等デイサービス']) }], related: [] });
  });

  test('GET /api/v1/columns?keyword= widens the same way and carries meta.search', async () => {
    const published = await column('特別支援学校の高等部', 'published');
    await column('普通高校の入学', 'published');
    const res = await call(t.app, 'GET', `/api/v1/columns?keyword=${encodeURIComponent('養護学校')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([published]);
    expect(res.json().meta.search).toMatchObject({ words: [{ text: '養護学校', also: expect.arrayContaining(['特別支援学校']) }] });
  });
});

describe('bad input is answered at once, 400 naming キーワード or nothing found, never 5xx', () => {
  // Generous for a busy CI machine: the goal is under 200 ms on a quiet one.
  const QUICK_MS = 2_000;
  const timed = async (query: string) => {
    const options: InjectOptions = { method: 'GET', url: `/api/v1/search/questions?${query}` };
    const started = Date.now();
    const res = await t.app.inject(options);
    return { res, ms: Date.now() - started };
  };
  /** 400 naming the keyword in Japanese, or 200 with nothing found. */
  const refusedOrEmpty = (res: Awaited<ReturnType<typeof timed>>['res']) => {
    if (res.statusCode === 400) {
      const errors = res.json().errors as Array<{ field: string; message: string }>;
      expect(errors).toEqual([{ field: 'keyword', message: expect.stringMatching(/^キーワード.*[\u3041-\u3096]/) }]);
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
    }
  };

  beforeEach(async () => {
    // Something to find, so "nothing found" means the bad input matched nothing rather than an empty site.
    await post('障害年金の申請', '負担は100%です。初めて申請します。');
    await post('グループホームの家賃', '毎月いくらですか。');
  });

  test('1,000 characters: 400 naming キーワード', async () => {
    const { res, ms } = await timed(`keyword=${encodeURIComponent('障'.repeat(1000))}`);
    expectFieldErrors(res, [{ field: 'keyword', message: 'キーワードは100文字以内で入力してください。' }]);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  test.each([
    ['only symbols', '！？「」★♪…※'],
    ['only spaces', ' 　 　'],
    ['a family emoji (a ZWJ sequence)', '👨‍👩‍👧‍👦'],
    ['a rainbow flag (a ZWJ sequence with a variation selector)', '🏳️‍🌈'],
    ['regular-expression characters', '.*+?()[]{}|^$'],
    ['an underscore', '_'],
    ['a backslash', '\\'],
  ])('%s: nothing found (LIKE and regular-expression characters match only themselves)', async (_name, keyword) => {
    const { res, ms } = await timed(`keyword=${encodeURIComponent(keyword)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect(ms).toBeLessThan(QUICK_MS);
  });

  test('% finds only what holds %, and a word between regular-expression characters or beside an emoji is still found', async () => {
    const [pension, home] = (await t.db.query<{ id: number }>('SELECT id FROM questions ORDER BY id')).map((r) => r.id);
    expect(await ids('%')).toEqual([pension]);
    expect(await ids('(障害年金)')).toEqual([pension]);
    expect(await ids('[GH]')).toEqual([home]);
    expect(await ids('家賃👨‍👩‍👧‍👦')).toEqual([home]);
  });

  test.each([
    ['NUL', 'keyword=%00'],
    ['NUL inside a word', 'keyword=%E5%B9%B4%00%E9%87%91'],
    ['a lone surrogate in UTF-8 (ED A0 80)', 'keyword=%ED%A0%80'],
    ['a lone surrogate, %u form', 'keyword=%uD800'],
    ['a cut-off UTF-8 sequence', 'keyword=%E3%81'],
  ])('%s: 400 naming キーワード or nothing found', async (_name, query) => {
    const { res, ms } = await timed(query);
    refusedOrEmpty(res);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  test('NUL is refused naming キーワード', async () => {
    expectFieldErrors((await timed('keyword=%00')).res, [{ field: 'keyword', message: 'キーワードに使えない文字が含まれています。' }]);
  });

  test('more than 8 words: 400 naming キーワード; 8 are searched', async () => {
    const nine = '年金 手帳 福祉 就労 医療 介護 住宅 教育 家賃';
    const { res, ms } = await timed(`keyword=${encodeURIComponent(nine)}`);
    expectFieldErrors(res, [{ field: 'keyword', message: 'キーワードの言葉は8つまでにしてください。' }]);
    expect(ms).toBeLessThan(QUICK_MS);
    const eight = await timed(`keyword=${encodeURIComponent(nine.split(' ').slice(0, 8).join(' '))}`);
    expect(eight.res.statusCode).toBe(200);
    expect(eight.ms).toBeLessThan(QUICK_MS);
  });

  test('an unknown order: 400 naming 並び順', async () => {
    const { res, ms } = await timed(`keyword=${encodeURIComponent('年金')}&order=old`);
    expectFieldErrors(res, [{ field: 'order', message: '並び順の値が正しくありません。' }]);
    expect(ms).toBeLessThan(QUICK_MS);
  });
});
