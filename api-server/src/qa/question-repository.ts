// Reading questions: one statement per page (the page's ids by an index-backed order, then each
// row with its category, tags, author and addressed expert built as JSON), one cached count.
import type { QuestionSummary } from '@hiroba/contract';
import { viewsSql } from '../content/content-kinds';
import { approvedExpertJson, categoryJson, contentTagsJson, publicUserJson } from '../content/json-sql';
import type { Database, Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { limitClause, type Paging } from '../lib/paging';
import { canonicalType } from './qa-type';

/** A question as read, before the caller's capabilities are added (the body only for one question). */
export type QuestionRow = Omit<QuestionSummary, 'can_edit' | 'can_delete'> & {
  body?: string;
  user_id: number | null;
  is_expert_question: boolean;
};

/**
 * Where a page of questions comes from: `from` names the questions `q` (maybe joined), `where`
 * holds conditions, `orderBy` an order an index can walk. Values go in `params`.
 */
export interface QuestionSource {
  from: string;
  where: string[];
  orderBy: string;
  params: unknown[];
  /** Count at most this many (a keyword common to a third of all questions would cost a full scan). */
  countCap?: number;
  /**
   * The page's statement may be prepared (db/prepared.ts): only where one plan suits every value
   * of the parameters (never a keyword, whose words range from rare to everywhere).
   */
  prepare?: boolean;
}

/** The columns of an answer; `viewerParam` is the $n holding the signed-in caller's id. */
function fields(withBody: boolean, viewerParam: number | null): string {
  const viewer =
    viewerParam === null
      ? ''
      : `,
    EXISTS (SELECT 1 FROM user_like_questions l WHERE l.question_id = q.id AND l.user_id = $${viewerParam}) AS liked,
    EXISTS (SELECT 1 FROM question_favorites f WHERE f.question_id = q.id AND f.user_id = $${viewerParam}) AS favorited`;
  return `q.id, q.title, q.excerpt,${withBody ? ' q.body,' : ''} q.user_id, q.answer_state, q.is_expert_question,
    q.like_counts, q.favorite_counts, q.comment_counts, ${viewsSql('question', 'q.id')} AS view_counts, q.created_at, q.updated_at,
    ${categoryJson('q.category_id')} AS category,
    ${contentTagsJson('question', 'q.id')} AS tags,
    ${publicUserJson('q.user_id')} AS "user",
    ${approvedExpertJson('q.expert_info_id')} AS expert_info${viewer}`;
}

const withType = (row: QuestionRow): QuestionRow => ({ ...row, qa_type: canonicalType(row.is_expert_question) });

const whereSql = (where: string[]) => (where.length ? ` WHERE ${where.join(' AND ')}` : '');

/** One page of questions in the source's order. */
export async function findQuestionPage(db: Queryable, source: QuestionSource, p: Paging, viewerId: number | null): Promise<QuestionRow[]> {
  if (!source.prepare) return findPageByIds(db, source, p, viewerId);
  const params = [...source.params];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  // The page's ids first (an index walk that stops after LIMIT + OFFSET rows), then the nested
  // objects for those rows only.
  const sql = `WITH page AS MATERIALIZED (
      SELECT q.id, row_number() OVER (ORDER BY ${source.orderBy}) AS ord
        FROM ${source.from}${whereSql(source.where)}
       ORDER BY ${source.orderBy}${limitClause(p, params)})
    SELECT ${fields(false, viewerParam)} FROM page JOIN questions q ON q.id = page.id ORDER BY page.ord`;
  return (await db.query<QuestionRow>(prepared(sql), params)).map(withType);
}

/**
 * A page whose ids need a plan of their own (a keyword: rare and common words want different
 * paths): the ids by a small statement planned for its values, then the rows by one prepared
 * statement that every such page shares, so the long text is neither sent nor planned each time.
 */
async function findPageByIds(db: Queryable, source: QuestionSource, p: Paging, viewerId: number | null): Promise<QuestionRow[]> {
  const params = [...source.params];
  const ids = await db.query<{ id: number }>(
    `SELECT q.id FROM ${source.from}${whereSql(source.where)} ORDER BY ${source.orderBy}${limitClause(p, params)}`,
    params,
  );
  if (ids.length === 0) return [];
  const rowParams: unknown[] = [ids.map((row) => row.id)];
  const viewerParam = viewerId === null ? null : rowParams.push(viewerId);
  const sql = prepared(`SELECT ${fields(false, viewerParam)}
      FROM unnest($1::int[]) WITH ORDINALITY AS page(id, ord) JOIN questions q ON q.id = page.id ORDER BY page.ord`);
  return (await db.query<QuestionRow>(sql, rowParams)).map(withType);
}

/**
 * How many questions the source holds, at most its countCap. A capped count (a keyword) reads the
 * matches through the search index only: left to itself the planner scans the table until the cap,
 * checking every row's bigrams, which costs 5–10 times more on a common word.
 */
export async function countQuestions(db: Database, source: QuestionSource): Promise<number> {
  const from = `${source.from}${whereSql(source.where)}`;
  if (!source.countCap) {
    const row = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, source.params);
    return row?.total ?? 0;
  }
  const sql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} LIMIT ${source.countCap}) capped`;
  const row = await db.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_seqscan = off');
    return tx.one<{ total: number }>(sql, source.params);
  });
  return row?.total ?? 0;
}

/** A live (not removed) question with its body, or null. */
export async function findQuestion(db: Queryable, id: number, viewerId: number | null): Promise<(QuestionRow & { body: string }) | null> {
  const params: unknown[] = [id];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  const sql = prepared(`SELECT ${fields(true, viewerParam)} FROM questions q WHERE q.id = $1 AND q.deleted_at IS NULL`);
  const row = await db.one<QuestionRow & { body: string }>(sql, params);
  return row && { ...row, qa_type: canonicalType(row.is_expert_question) };
}

/** The order of every list of questions: newest first, ties by id (matches the indexes). */
export const RECENT_ORDER = 'q.created_at DESC, q.id DESC';
export const HOT_ORDER = 'q.hot_score DESC, q.id DESC';
