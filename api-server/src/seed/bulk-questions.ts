// Fills the Q&A corner with many realistic questions fast, for benchmarks and query plans (never run
// at start). Text is built from welfare phrases so the search columns look like real ones: common
// words (福祉, 支援) appear in many questions, rarer ones (手話, 年金) in few. Questions come with
// comments (some expert answers), replies-free, and engagement counts; search columns are written
// by the same helpers as the API's, so keyword search behaves as in production.
import type { Database, Queryable } from '../db/database';
import { excerptOf } from '../content/excerpt';
import { searchFieldsOf } from '../search/search-text';

const SUBJECTS = ['就労移行支援', '就労継続支援B型', 'グループホーム', '居宅介護', '放課後等デイサービス', '障害年金', '手話通訳', '自立支援医療',
  '障害者手帳', '短期入所', '生活介護', '相談支援', '移動支援', '補装具', '訪問看護', '重度訪問介護', '日中一時支援', '特別支援学校', '障害者雇用', 'ヘルパー'];
const ASKS = ['について教えてください', 'の申請方法', 'の使い方がわかりません', 'を利用したいのですが', 'の手続きで困っています', 'の選び方', 'の費用の目安', 'と仕事の両立'];
const OPENERS = ['はじめて質問します。', '家族のことで相談です。', '支援の仕事をしています。', '子どもが小学生です。', '一人暮らしをしています。', '先月、診断を受けました。'];
const SENTENCES = [
  '市役所の福祉の窓口で聞いたのですが、よくわかりませんでした。',
  '相談支援専門員さんと話し合っていますが、なかなか決まりません。',
  '通院の回数が多く、仕事との両立に悩んでいます。',
  '手話で話せる人が近くにいなくて困っています。',
  '障害年金の更新の時期が近づいています。',
  '車いすで利用できるかどうかも知りたいです。',
  '費用がどのくらいかかるのか心配です。',
  '同じような経験をされた方がいたら教えてください。',
  '家族だけで支えるのは難しいと感じています。',
  '事業所の見学に行く予定です。何を確かめればよいでしょうか。',
  '福祉サービスの受給者証の更新も必要だと言われました。',
  '体調に波があり、毎日通えるか不安です。',
  '学校の先生とも相談していますが、ほかの意見も聞きたいです。',
  '支援の計画を見直してもらうにはどうすればよいですか。',
  '専門家の方のご意見をいただけるとありがたいです。',
];
const ANSWERS = [
  'お住まいの市区町村の障害福祉の窓口で相談すると、使える制度を一緒に確かめてもらえます。',
  '私も同じことで悩みました。相談支援専門員さんに間に入ってもらうと話が進みました。',
  'まずは見学や体験利用をして、本人に合うかを確かめるのがおすすめです。',
  '書類は早めに準備しておくと安心です。わからないところは窓口で聞きながら書いて大丈夫です。',
  '同じ立場の家族会に参加すると、いろいろな経験談が聞けますよ。',
];

/** A small, fast, repeatable random generator (benchmarks compare runs). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A PostgreSQL array literal of integers, passed as one text parameter (an array of arrays of unequal length cannot be). */
const pgIntArray = (items: number[]) => `{${items.join(',')}}`;

export interface BulkOptions {
  /** How many questions to add. */
  count: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  seed?: number;
  /** The newest question is this old (default now); each older one a few minutes before. */
  newest?: Date;
}

async function pick(db: Queryable) {
  const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).map((r) => r.id);
  return {
    authors: await ids("SELECT id FROM users WHERE role IN ('paid_member', 'admin') AND withdrawn_at IS NULL ORDER BY id"),
    members: await ids('SELECT id FROM users WHERE withdrawn_at IS NULL ORDER BY id'),
    experts: await db.query<{ id: number; user_id: number }>("SELECT id, user_id FROM expert_infos WHERE status = 'approved' AND user_id IS NOT NULL ORDER BY id"),
    categories: await ids("SELECT id FROM categories WHERE status = 'published' ORDER BY id"),
    tags: await ids("SELECT id FROM tags WHERE status = 'published' ORDER BY id"),
  };
}

/**
 * Adds `count` questions with tags, comments (about one in four with an expert answer, one in five
 * unanswered) and like/favorite/view counts; answers how many were added. Needs at least one paid
 * member or admin and one published category (the demo content has them).
 */
export async function insertBulkQuestions(db: Database, options: BulkOptions): Promise<number> {
  const { count, batchSize = 1000, seed = 42 } = options;
  const rand = random(seed);
  const choose = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const refs = await pick(db);
  if (!refs.authors.length || !refs.categories.length) throw new Error('insertBulkQuestions needs a paid member (or admin) and a published category');
  const newest = (options.newest ?? new Date()).getTime();

  let made = 0;
  while (made < count) {
    const n = Math.min(batchSize, count - made);
    const cols = { title: [] as string[], body: [] as string[], excerpt: [] as string[], text: [] as string[], keys: [] as string[], version: [] as number[], titles: [] as string[], titleKeys: [] as string[],
      category: [] as number[], user: [] as number[], expert: [] as (number | null)[], at: [] as string[], likes: [] as number[], favs: [] as number[], views: [] as number[] };
    for (let i = 0; i < n; i++) {
      const title = `${choose(SUBJECTS)}${choose(ASKS)}`;
      const sentences = Array.from({ length: 2 + Math.floor(rand() * 10) }, () => choose(SENTENCES));
      const body = `${choose(OPENERS)}${sentences.join('')}`;
      const search = searchFieldsOf(title, body);
      cols.title.push(title);
      cols.body.push(body);
      cols.excerpt.push(excerptOf(body));
      cols.text.push(search.search_text);
      cols.keys.push(pgIntArray(search.search_keys));
      cols.version.push(search.search_version);
      cols.titles.push(search.search_title);
      cols.titleKeys.push(pgIntArray(search.search_title_keys));
      cols.category.push(choose(refs.categories));
      cols.user.push(choose(refs.authors));
      cols.expert.push(refs.experts.length && rand() < 0.15 ? choose(refs.experts).id : null);
      cols.at.push(new Date(newest - (count - made - i) * 5 * 60 * 1000).toISOString());
      cols.likes.push(Math.floor(rand() ** 3 * 40));
      cols.favs.push(Math.floor(rand() ** 3 * 15));
      cols.views.push(Math.floor(rand() ** 2 * 2000));
    }
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; created_at: string }>(
        `INSERT INTO questions (title, body, excerpt, search_text, search_keys, category_id, user_id, expert_info_id,
                                created_at, updated_at, like_counts, favorite_counts, scored_views, search_version, search_title, search_title_keys)
         SELECT t, b, e, s, g::int[], c, u, x, at, at, l, f, v, sv, st, tg::int[]
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[],
                       $9::timestamptz[], $10::int[], $11::int[], $12::int[], $13::int[], $14::text[], $15::text[]) AS r(t, b, e, s, g, c, u, x, at, l, f, v, sv, st, tg)
         RETURNING id, created_at`,
        [cols.title, cols.body, cols.excerpt, cols.text, cols.keys, cols.category, cols.user, cols.expert, cols.at, cols.likes, cols.favs, cols.views, cols.version, cols.titles, cols.titleKeys],
      );
      const ids = rows.map((r) => r.id);
      // Views live beside the questions (content module); popularity has already scored them.
      await tx.query(
        "INSERT INTO content_views (content_type, content_id, views) SELECT 'question', id, v FROM unnest($1::int[], $2::int[]) AS r(id, v) WHERE v > 0",
        [ids, cols.views],
      );
      if (refs.tags.length) {
        const qt: number[] = [];
        const tg: number[] = [];
        for (const id of ids) for (const tag of new Set([choose(refs.tags), choose(refs.tags)])) (qt.push(id), tg.push(tag));
        await tx.query('INSERT INTO question_tags (question_id, tag_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING', [qt, tg]);
      }
      // Comments: 0–4 per question (one in five unanswered); about one in four opens with an expert answer.
      const cq: number[] = [];
      const cu: number[] = [];
      const cb: string[] = [];
      const ce: (number | null)[] = [];
      const ca: string[] = [];
      for (const row of rows) {
        const k = rand() < 0.2 ? 0 : 1 + Math.floor(rand() * 4);
        const expertFirst = k > 0 && refs.experts.length > 0 && rand() < 0.3;
        for (let j = 0; j < k; j++) {
          const expert = expertFirst && j === 0 ? choose(refs.experts) : null;
          cq.push(row.id);
          cu.push(expert ? expert.user_id : choose(refs.members));
          cb.push(choose(ANSWERS));
          ce.push(expert ? expert.id : null);
          ca.push(new Date(Date.parse(row.created_at) + (j + 1) * 60 * 60 * 1000).toISOString());
        }
      }
      if (cq.length) {
        await tx.query(
          `INSERT INTO comments (question_id, user_id, body, is_expert_answer, expert_info_id, created_at, updated_at)
           SELECT q, u, b, e IS NOT NULL, e, at, at FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::timestamptz[]) AS r(q, u, b, e, at)`,
          [cq, cu, cb, ce, ca],
        );
      }
      await tx.query(
        `UPDATE questions q SET comment_counts = s.n,
           answer_state = CASE WHEN s.expert THEN 'expert_answered' ELSE 'answered' END
         FROM (SELECT question_id, count(*)::int AS n, bool_or(is_expert_answer) AS expert FROM comments
                WHERE question_id = ANY($1::int[]) GROUP BY question_id) s
         WHERE q.id = s.question_id`,
        [ids],
      );
    });
    made += n;
  }
  return made;
}
