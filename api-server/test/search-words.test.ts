// The operators' vocabulary (/api/v1/search_words, admins only; docs/search.md#operators-own-words):
// a group they add, change or delete is searched through at once here and within seconds on every
// other server, each write audited, bad groups refused naming `words`. The searches that found
// nothing (search_misses): counted with their day and nothing of who searched, never with personal
// details or words of danger, listed for 30 days, deleted after 90. The reindex job.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildSibling, call, useTestApp } from './helpers/test-app';
import { qaWorld, type QaWorld } from './helpers/qa';
import { services } from './helpers/jobs';
import { myNumber } from './helpers/safety';
import { foundIds, postQuestion, searchQuestions } from './helpers/search';
import { cleanSearchMisses } from '../src/jobs/clean-search-misses';
import { japanDate } from '../src/lib/japan-time';
import { reindexSearch } from '../src/search/search-index';
import { normalizeForSearch, SEARCH_VERSION } from '../src/search/search-text';
import { VERSION_CHECK_MS } from '../src/search/search-word-service';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const post = (title: string, body: string) => postQuestion(t, w, title, body);
// Signed-in searches are never a visitors' shared answer (http/shared-answer.ts): each reads the vocabulary as it is now.
const idsNow = (keyword: string, app: FastifyInstance = t.app) => foundIds(app, keyword, '', w.tokens.paid);

// A region's names of one pass (no group of the built-in vocabulary holds them).
const PASS = [{ text: '福祉乗車証', reading: 'ふくしじょうしゃしょう' }, { text: 'ふれあいパス' }];

const create = (payload: unknown, token = w.tokens.admin) => call(t.app, 'POST', '/api/v1/search_words', { token, payload });
async function created(words: Array<{ text: string; reading?: string }>, note?: string): Promise<{ id: number; words: Array<{ text: string; reading: string; kind: string }>; source: string; note: string }> {
  const res = await create({ words, ...(note !== undefined && { note }) });
  if (res.statusCode !== 201) throw new Error(`POST /search_words: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

describe('an operator’s group', () => {
  // A fresh app: no copy of the vocabulary holding an earlier test's group (a server checks its copy only every VERSION_CHECK_MS).
  beforeEach(() => t.rebuild());

  test('the words are in no built-in group (the tests below rely on it)', async () => {
    const vocabulary = await t.app.ctx.services.searchWords.vocabulary();
    for (const word of ['福祉乗車証', 'ふれあいパス', 'ふくしじょうしゃしょう', 'まちなかパス']) expect([word, vocabulary.groupsOf(normalizeForSearch(word))]).toEqual([word, []]);
  });

  test('an admin creates a group of words (readings optional, in hiragana) and a search finds one word through another at once', async () => {
    const pass = await post('福祉乗車証の更新', '毎年の手続きを知りたいです。');
    expect(await idsNow('ふれあいパス')).toEqual([]);

    const group = await created(PASS, '〇〇市の呼び名');
    expect(group).toMatchObject({
      id: expect.any(Number),
      source: 'operator',
      note: '〇〇市の呼び名',
      // A word in kana is its own reading; the first word is the group's name.
      words: [
        { text: '福祉乗車証', reading: 'ふくしじょうしゃしょう', kind: 'main' },
        { text: 'ふれあいパス', reading: 'ふれあいぱす', kind: 'common' },
      ],
    });
    expect(await foundIds(t.app, 'ふれあいパス')).toEqual([pass]);
    expect(await foundIds(t.app, 'ふくしじょうしゃしょう')).toEqual([pass]);
    expect((await searchQuestions(t.app, 'ふれあいパス')).meta.search.words).toEqual([{ text: 'ふれあいパス', also: ['福祉乗車証'] }]);
  });

  test(`on a second server sharing the database the group takes effect within a few seconds (VERSION_CHECK_MS, ${VERSION_CHECK_MS} ms)`, async () => {
    const other = await buildSibling(t);
    try {
      const pass = await post('福祉乗車証の更新', '毎年の手続きを知りたいです。');
      // The other server has its copy of the vocabulary before the change.
      expect(await idsNow('ふれあいパス', other)).toEqual([]);
      await created(PASS);
      await sleep(VERSION_CHECK_MS + 1_000);
      expect(await idsNow('ふれあいパス', other)).toEqual([pass]);
    } finally {
      await other.close();
    }
  });

  test('a change of its words takes effect: the new word finds, the word taken out does not', async () => {
    const pass = await post('福祉乗車証の更新', '毎年の手続きを知りたいです。');
    const group = await created(PASS);
    expect(await idsNow('ふれあいパス')).toEqual([pass]);
    const res = await call(t.app, 'PATCH', `/api/v1/search_words/${group.id}`, { token: w.tokens.admin, payload: { words: [PASS[0], { text: 'まちなかパス' }] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.words.map((word: { text: string }) => word.text)).toEqual(['福祉乗車証', 'まちなかパス']);
    expect(await idsNow('まちなかパス')).toEqual([pass]);
    expect(await idsNow('ふれあいパス')).toEqual([]);
  });

  test('a deleted group no longer widens a search', async () => {
    const pass = await post('福祉乗車証の更新', '毎年の手続きを知りたいです。');
    const group = await created(PASS);
    expect(await idsNow('ふれあいパス')).toEqual([pass]);
    expect((await call(t.app, 'DELETE', `/api/v1/search_words/${group.id}`, { token: w.tokens.admin })).statusCode).toBe(204);
    expect(await idsNow('ふれあいパス')).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/v1/search_words/${group.id}`, { token: w.tokens.admin })).statusCode).toBe(404);
  });

  test('each write is in the audit log with the words (search_word_group.create, .update, .delete)', async () => {
    const group = await created(PASS);
    await call(t.app, 'PATCH', `/api/v1/search_words/${group.id}`, { token: w.tokens.admin, payload: { words: [PASS[0], { text: 'まちなかパス' }] } });
    await call(t.app, 'DELETE', `/api/v1/search_words/${group.id}`, { token: w.tokens.admin });
    const entry = async (action: string) => {
      const res = await call(t.app, 'GET', `/api/v1/audit_logs?action=${action}`, { token: w.tokens.admin });
      expect(res.statusCode).toBe(200);
      return res.json().data as Array<{ action: string; target_type: string; target_id: number; detail: Record<string, unknown>; actor: { id: number } | null }>;
    };
    const adminId = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1"))!.id;
    const target = { target_type: 'search_word_group', target_id: group.id, actor: expect.objectContaining({ id: adminId }) };
    expect(await entry('search_word_group.create')).toEqual([expect.objectContaining({ ...target, detail: { words: ['福祉乗車証', 'ふれあいパス'] } })]);
    expect(await entry('search_word_group.update')).toEqual([expect.objectContaining({ ...target, detail: { words: ['福祉乗車証', 'まちなかパス'], before: ['福祉乗車証', 'ふれあいパス'] } })]);
    expect(await entry('search_word_group.delete')).toEqual([expect.objectContaining({ ...target, detail: { words: ['福祉乗車証', 'まちなかパス'] } })]);
  });

  describe('refusals name `words` in Japanese and write nothing', () => {
    const refused = async (words: unknown, status = 400) => {
      const res = await create({ words });
      expect(res.statusCode).toBe(status);
      const errors = res.json().errors as Array<{ field: string; message: string }>;
      expect(errors).toEqual([{ field: 'words', message: expect.stringMatching(/[\u3041-\u3096]/) }]);
      expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM search_word_groups'))!.n).toBe(0);
      expect((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM audit_logs WHERE action LIKE 'search_word_group.%'"))!.n).toBe(0);
      return errors[0].message;
    };

    test('an empty word, or one that is nothing once folded (spaces, ・, a zero-width space) or only symbols', async () => {
      expect(await refused([{ text: '' }, { text: 'ふれあいパス' }])).toBe('言葉を入力してください。');
      for (const text of ['　 ', '・・', '\u200b', '！？', '※★']) {
        expect([text, await refused([{ text }, { text: 'ふれあいパス' }])]).toEqual([text, '言葉を入力してください（空白や記号だけの言葉があります）。']);
      }
    });

    test('fewer than 2 words or more than 20', async () => {
      expect(await refused([{ text: 'ふれあいパス' }])).toBe('言葉を2つ以上入力してください。');
      await refused(Array.from({ length: 21 }, (_, i) => ({ text: `ふれあいパス${i + 1}` })));
    });

    test('a word over 50 characters', async () => {
      expect(await refused([{ text: '福'.repeat(51) }, { text: 'ふれあいパス' }])).toBe('言葉は50文字以内で入力してください。');
    });

    test('the same word twice, also when written another way (ｸﾞﾙｰﾌﾟﾎｰﾑ and グループホーム)', async () => {
      expect(await refused([{ text: 'ふれあいパス' }, { text: 'ふれあいパス' }])).toBe('「ふれあいパス」と「ふれあいパス」は同じ言葉です。どちらか一つにしてください。');
      expect(await refused([{ text: 'グループホーム' }, { text: 'ｸﾞﾙｰﾌﾟﾎｰﾑ' }])).toBe('「ｸﾞﾙｰﾌﾟﾎｰﾑ」と「グループホーム」は同じ言葉です。どちらか一つにしてください。');
    });

    test('a reading not in hiragana', async () => {
      for (const reading of ['fukushi', '福祉', 'ふくし1']) {
        expect(await refused([{ text: '福祉乗車証', reading }, { text: 'ふれあいパス' }])).toBe('「福祉乗車証」の読みは、ひらがなで入力してください。');
      }
    });

    test('a group all of whose words are in one group already (a duplicate)', async () => {
      expect(await refused([{ text: 'グループホーム' }, { text: 'GH' }], 409)).toBe('このグループの言葉は、すべて「共同生活援助」のグループに入っています。');
    });

    test('a group that would join unrelated words (B型 of 就労継続支援B型 with B型肝炎) names the word', async () => {
      const message = await refused([{ text: 'B型' }, { text: 'B型肝炎' }], 409);
      expect(message).toContain('「B型」');
      expect(message).toContain('就労継続支援B型');
    });
  });

  test('a built-in group has no id and cannot be changed; a missing id is 404', async () => {
    const res = await call(t.app, 'GET', '/api/v1/search_words?source=ours&per=all', { token: w.tokens.admin });
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as Array<{ id: number | null; key: string; source: string; updated_at: string | null }>;
    expect(groups.length).toBeGreaterThan(150);
    expect(groups.every((g) => g.id === null && g.updated_at === null && g.source === 'ours')).toBe(true);
    const patch = await call(t.app, 'PATCH', '/api/v1/search_words/999999', { token: w.tokens.admin, payload: { note: '変更' } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().errors[0].message).toBe('言いかえのグループが見つかりませんでした。');
  });

  test('the list filters by source and by a word', async () => {
    const group = await created(PASS);
    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/v1/search_words?per=all&${query}`, { token: w.tokens.admin });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Array<{ id: number | null; source: string; words: Array<{ text: string; reading: string }> }>; meta: { total: number } };
    };
    const operators = await list('source=operator');
    expect(operators.data.map((g) => g.id)).toEqual([group.id]);
    expect(operators.meta.total).toBe(1);

    const withWord = await list(`keyword=${encodeURIComponent('放デイ')}`);
    expect(withWord.data.map((g) => g.words[0].text)).toEqual(['放課後等デイサービス']);

    const ours = await list(`source=ours&keyword=${encodeURIComponent('パス')}`);
    expect(ours.data.map((g) => g.id)).not.toContain(group.id);
    expect((await list(`source=operator&keyword=${encodeURIComponent('パス')}`)).data.map((g) => g.id)).toEqual([group.id]);
    expect((await list(`source=operator&keyword=${encodeURIComponent('放デイ')}`)).data).toEqual([]);
  });

  test('admins only', async () => {
    for (const [token, status] of [[undefined, 401], [w.tokens.free, 403], [w.tokens.paid, 403], [w.tokens.expert, 403]] as const) {
      expect((await call(t.app, 'GET', '/api/v1/search_words', { token })).statusCode).toBe(status);
      expect((await call(t.app, 'POST', '/api/v1/search_words', { token, payload: { words: PASS } })).statusCode).toBe(status);
    }
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM search_word_groups'))!.n).toBe(0);
  });
});

describe('the searches that found nothing', () => {
  const misses = async () => {
    const res = await call(t.app, 'GET', '/api/v1/search_words/misses', { token: w.tokens.admin });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Array<{ query: string; searches: number; last_day: string }>; meta: { total: number } };
  };
  const rows = () => t.db.query<{ day: string; query: string; searches: number }>("SELECT to_char(day, 'YYYY-MM-DD') AS day, query, searches FROM search_misses ORDER BY query");
  /** A Japan day `days` before today, as the database writes it. */
  const daysAgo = async (days: number) => (await t.db.one<{ day: string }>("SELECT to_char((now() AT TIME ZONE 'Asia/Tokyo')::date - $1::int, 'YYYY-MM-DD') AS day", [days]))!.day;
  const addMiss = (days: number, query: string, searches: number) =>
    t.db.query("INSERT INTO search_misses (day, query, searches) VALUES ((now() AT TIME ZONE 'Asia/Tokyo')::date - $1::int, $2, $3)", [days, query, searches]);

  test('a site search whose first page finds nothing is counted with its day; the same search again raises the count; a second page does not', async () => {
    expect((await searchQuestions(t.app, '冷蔵庫')).meta.total).toBe(0);
    expect((await misses()).data).toEqual([{ query: '冷蔵庫', searches: 1, last_day: japanDate() }]);
    // Another person's search (a signed-in one: never a visitor's answer shared for a moment).
    await searchQuestions(t.app, '冷蔵庫', '', w.tokens.free);
    expect((await misses()).data).toEqual([{ query: '冷蔵庫', searches: 2, last_day: japanDate() }]);
    await searchQuestions(t.app, '冷蔵庫', '&page=2', w.tokens.free);
    expect((await misses()).data).toEqual([{ query: '冷蔵庫', searches: 2, last_day: japanDate() }]);
  });

  test('only the query (NFKC, spaces made one) and the day are kept: no person, no address, no time of day', async () => {
    await searchQuestions(t.app, 'ｸﾞﾙｰﾌﾟﾎｰﾑ　　冷蔵庫', '', w.tokens.paid);
    const columns = await t.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'search_misses' ORDER BY column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'query', 'searches']);
    const stored = await t.db.query<{ day: unknown }>('SELECT * FROM search_misses');
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0]).sort()).toEqual(['day', 'query', 'searches']);
    expect(await rows()).toEqual([{ day: japanDate(), query: 'グループホーム 冷蔵庫', searches: 1 }]);
  });

  test('a query with a phone number, an e-mail address or a マイナンバー is not kept at all', async () => {
    for (const keyword of ['冷蔵庫 090-1234-5678', '冷蔵庫 03-1234-5678', '冷蔵庫 taro.yamada@example.jp', `冷蔵庫 ${myNumber()}`]) {
      expect([keyword, (await searchQuestions(t.app, keyword)).meta.total]).toEqual([keyword, 0]);
    }
    expect(await rows()).toEqual([]);
    // The same search without them is kept.
    await searchQuestions(t.app, '冷蔵庫');
    expect((await rows()).map((r) => r.query)).toEqual(['冷蔵庫']);
  });

  test('a query with words of danger (the crisis watched words) is not kept, and the answer offers help', async () => {
    const crisis = await t.db.query<{ word: string }>("SELECT word FROM watched_words WHERE action = 'crisis' ORDER BY id LIMIT 3");
    expect(crisis.length).toBeGreaterThan(0);
    for (const { word } of crisis) {
      const res = await searchQuestions(t.app, `冷蔵庫 ${word}`);
      expect([word, res.meta.total, res.meta.crisis_help]).toEqual([word, 0, true]);
    }
    expect(await rows()).toEqual([]);
  });

  test('a search that finds something is not counted', async () => {
    await post('グループホームの家賃', '毎月いくらですか。');
    expect((await searchQuestions(t.app, 'ケアホーム')).meta.total).toBe(1);
    expect(await rows()).toEqual([]);
  });

  test('the list is most searched first (summed over the days) and covers the last 30 days only', async () => {
    await addMiss(0, '送迎の時間', 2);
    await addMiss(3, '送迎の時間', 1);
    await addMiss(3, '冷蔵庫', 5);
    await addMiss(29, '洗濯機', 1);
    await addMiss(30, '掃除機', 50);
    const listed = await misses();
    expect(listed.data).toEqual([
      { query: '冷蔵庫', searches: 5, last_day: await daysAgo(3) },
      { query: '送迎の時間', searches: 3, last_day: await daysAgo(0) },
      { query: '洗濯機', searches: 1, last_day: await daysAgo(29) },
    ]);
    expect(listed.meta.total).toBe(3);
  });

  test('rows older than 90 days are deleted by the clean-search-misses job, the others kept', async () => {
    await addMiss(91, '古い検索', 4);
    await addMiss(90, '九十日前の検索', 1);
    await addMiss(89, '新しい検索', 2);
    await cleanSearchMisses.handle({}, services(t.db));
    expect((await rows()).map((r) => r.query).sort()).toEqual(['九十日前の検索', '新しい検索'].sort());
  });

  test('the list is admins only', async () => {
    for (const [token, status] of [[undefined, 401], [w.tokens.free, 403], [w.tokens.paid, 403], [w.tokens.expert, 403]] as const) {
      expect((await call(t.app, 'GET', '/api/v1/search_words/misses', { token })).statusCode).toBe(status);
    }
  });
});

describe('the reindex job', () => {
  test('a question folded before migration 018 (search_version 0) is found by a widened search only after reindexSearch, which sets SEARCH_VERSION', async () => {
    const id = await post('ショ-トステイの予約', '何日前に予約しますか。');
    // The columns as the folding before 018 wrote them: NFKC, lower case, katakana as hiragana; a dash kept as typed.
    const old = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60)).replace(/\s+/gu, ' ').trim();
    const oldText = `${old('ショ-トステイの予約')}\n${old('何日前に予約しますか。')}`;
    // The columns migration 018 added (search_keys in place of the bigrams), as it left them on an older row: their defaults (search_version 0).
    const added = await t.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'questions' AND column_name LIKE 'search\\_%' AND column_name <> 'search_text' ORDER BY column_name",
    );
    expect(added.map((c) => c.column_name)).toEqual(expect.arrayContaining(['search_keys', 'search_reading', 'search_version']));
    await t.db.query(`UPDATE questions SET search_text = $2, ${added.map((c) => `${c.column_name} = DEFAULT`).join(', ')} WHERE id = $1`, [id, oldText]);
    expect((await t.db.one<{ search_version: number }>('SELECT search_version FROM questions WHERE id = $1', [id]))!.search_version).toBe(0);
    expect(await idsNow('短期入所')).toEqual([]);

    expect(await reindexSearch(t.db)).toBe(1);
    const row = (await t.db.one<{ search_version: number; search_text: string }>('SELECT search_version, search_text FROM questions WHERE id = $1', [id]))!;
    expect(row.search_version).toBe(SEARCH_VERSION);
    expect(row.search_text.split('\n')[0]).toBe(normalizeForSearch('ショートステイの予約'));
    expect(await idsNow('短期入所')).toEqual([id]);
    expect(await reindexSearch(t.db)).toBe(0);
  });
});
