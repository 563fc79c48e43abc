// The SQL of questions. Reading: pages through the content module (content-page-repository.ts), each
// row with the ids of its category, tags, author and addressed expert (the service puts the records in
// from content/shared-records.ts); one question with its body.
// Writing: the search columns and the excerpt are written with the text they come from, in the same
// statement, so they can never drift apart.
import type { ModerationState, Question, QuestionSummary } from '@hiroba/contract';
import { publicOnly } from '../moderation/visibility';
import { countContent, findContentPage, findRowsByIds, type ContentRows } from '../content/content-page-repository';
import { categoryJson, viewsSql } from '../content/content-sql';
import type { RecordIds } from '../content/shared-records';
import { recordIdsSql } from '../content/shared-records-repository';
import { excerptOf } from '../content/excerpt';
import { searchColumns } from '../search/search-columns-sql';
import { searchFieldsOf } from '../search/search-text';
import type { Database, Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import type { Paging } from '../lib/paging';
import { canonicalType } from './qa-type';
import { hasLiveBestAnswer } from './best-answer-sql';
import type { QuestionInput } from './question-input';
import type { QuestionSource } from './question-list-sql';

/** A question as read, before the caller's capabilities are added (the body only for one question). */
export type QuestionRow = Omit<QuestionSummary, 'can_edit' | 'can_delete' | 'moderation'> & QuestionOwnColumns;

/** A question's row as the statement reads it: its records by id (content/shared-records.ts puts them in). */
export type QuestionRecordRow = Omit<QuestionRow, 'category' | 'tags' | 'user' | 'expert_info'> & RecordIds;

interface QuestionOwnColumns {
  body?: string;
  best_answer?: Question['best_answer'];
  user_id: number | null;
  moderation: ModerationState;
  is_expert_question: boolean;
}

/** The columns of an answer; `viewerParam` is the $n holding the signed-in caller's id. */
function fields(withBody: boolean, viewerParam: number | null): string {
  const viewer =
    viewerParam === null
      ? ''
      : `,
    EXISTS (SELECT 1 FROM user_like_questions l WHERE l.question_id = q.id AND l.user_id = $${viewerParam}) AS liked,
    EXISTS (SELECT 1 FROM question_favorites f WHERE f.question_id = q.id AND f.user_id = $${viewerParam}) AS favorited${
      // Only the whole question's page offers この質問をフォロー.
      withBody
        ? `,
    EXISTS (SELECT 1 FROM follows fo WHERE fo.target_kind = 'question' AND fo.target_id = q.id AND fo.user_id = $${viewerParam}) AS following`
        : ''
    }`;
  // A whole question names its best answer (shaped by withBestAnswer, so its time is read like every
  // other); every row says whether it has one (解決済み), both by best-answer-sql.ts's rule.
  const best = withBody ? ' q.body, q.best_comment_id, q.best_thanks, q.best_chosen_at,' : '';
  return `q.id, q.title, q.excerpt,${best} ${hasLiveBestAnswer('q')} AS resolved, q.user_id, q.moderation, q.answer_state, q.is_expert_question,
    q.like_counts, q.favorite_counts, q.comment_counts, ${viewsSql('question', 'q.id')} AS view_counts, q.created_at, q.updated_at,
    ${recordIdsSql('question', 'q')}${viewer}`;
}

// Built once per shape: the text is long, and prepared() looks it up by its text on every call.
const FIELDS = new Map<string, string>();
const fieldsOf = (withBody: boolean, viewerParam: number | null) => {
  const key = `${withBody} ${viewerParam}`;
  let text = FIELDS.get(key);
  if (text === undefined) FIELDS.set(key, (text = fields(withBody, viewerParam)));
  return text;
};

const withType = (row: QuestionRecordRow): QuestionRecordRow => ({ ...row, qa_type: canonicalType(row.is_expert_question) });

const QUESTION_ROWS: ContentRows = { table: 'questions q', alias: 'q', fields: (viewerParam) => fieldsOf(false, viewerParam) };

/** One page of questions in the source's order. */
export async function findQuestionPage(db: Queryable, source: QuestionSource, p: Paging, viewerId: number | null): Promise<QuestionRecordRow[]> {
  return (await findContentPage<QuestionRecordRow>(db, QUESTION_ROWS, source, p, viewerId)).map(withType);
}

/** The questions of these ids, in their order (a search's page). */
export async function findQuestionsByIds(db: Queryable, ids: number[], viewerId: number | null): Promise<QuestionRecordRow[]> {
  return (await findRowsByIds<QuestionRecordRow>(db, QUESTION_ROWS, ids, viewerId)).map(withType);
}

/** How many questions the source holds, at most its countCap. */
export const countQuestions = (db: Database, source: QuestionSource) => countContent(db, source);

/** A live (not removed) question with its body, or null. */
export async function findQuestion(db: Queryable, id: number, viewerId: number | null): Promise<(QuestionRecordRow & Pick<Question, 'body' | 'best_answer' | 'following'>) | null> {
  const params: unknown[] = [id];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  const sql = prepared(`SELECT ${fieldsOf(true, viewerParam)} FROM questions q WHERE q.id = $1 AND q.deleted_at IS NULL`);
  const row = await db.one<QuestionRecordRow & Pick<Question, 'body' | 'following'> & BestColumns>(sql, params);
  return row && withBestAnswer({ ...row, qa_type: canonicalType(row.is_expert_question) });
}

interface BestColumns {
  best_comment_id: number | null;
  best_thanks: string | null;
  best_chosen_at: string | null;
}

/** The columns of the choice as the question's best_answer: null while it does not count (not resolved). */
function withBestAnswer<T extends BestColumns & { resolved: boolean }>(row: T): Omit<T, keyof BestColumns> & Pick<Question, 'best_answer'> {
  const { best_comment_id: commentId, best_thanks: thanks, best_chosen_at: chosenAt, ...rest } = row;
  return { ...rest, best_answer: row.resolved && commentId !== null && chosenAt !== null ? { comment_id: commentId, thanks, chosen_at: chosenAt } : null };
}

/** What a search result or a similar question shows of a question (search/search-service.ts). */
export interface QuestionHitRow {
  id: number;
  title: string;
  body: string;
  is_expert_question: boolean;
  answer_state: QuestionRow['answer_state'];
  resolved: boolean;
  comment_counts: number;
  category: QuestionRow['category'];
  created_at: string;
}

/** The questions of these ids, in their order, as a search result shows them (no author, no tags: a page of them costs little). */
export const findQuestionHits = (db: Queryable, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.query<QuestionHitRow>(
        prepared(`SELECT q.id, q.title, q.body, q.is_expert_question, q.answer_state, ${hasLiveBestAnswer('q')} AS resolved, q.comment_counts,
                         ${categoryJson('q.category_id')} AS category, q.created_at
                    FROM unnest($1::int[]) WITH ORDINALITY AS page(id, ord) JOIN questions q ON q.id = page.id ORDER BY page.ord`),
        [ids],
      );

/** True while the question exists and was not removed. */
export const isLiveQuestion = async (db: Queryable, id: number) => (await db.one('SELECT 1 FROM questions WHERE id = $1 AND deleted_at IS NULL', [id])) !== null;

/** What an edit or removal starts from: the live question's text and author, or null. */
export const findStoredQuestion = (db: Queryable, id: number) =>
  db.one<{ id: number; title: string; body: string; user_id: number | null }>('SELECT id, title, body, user_id FROM questions WHERE id = $1 AND deleted_at IS NULL', [id]);

/** Live questions for the sitemap, most recently changed first. */
export const questionsForSitemap = (db: Queryable, limit: number) =>
  db.query<{ id: number; is_expert_question: boolean; updated_at: string }>(
    `SELECT id, is_expert_question, updated_at FROM questions q WHERE q.deleted_at IS NULL AND ${publicOnly('q')} ORDER BY updated_at DESC, id DESC LIMIT $1`,
    [limit],
  );

/** A question as its page's <head> tells it (question-page-head.ts): the author by nickname, while they have not withdrawn. */
export interface QuestionForPage {
  id: number;
  title: string;
  body: string;
  excerpt: string;
  comment_counts: number;
  like_counts: number;
  is_expert_question: boolean;
  created_at: string;
  updated_at: string;
  author_name: string | null;
  /** The best answer while it counts (best-answer-sql.ts), else null. */
  best_comment_id: number | null;
}

export const findQuestionForPage = (db: Queryable, id: number) =>
  db.one<QuestionForPage>(
    `SELECT q.id, q.title, q.body, q.excerpt, q.comment_counts, q.like_counts, q.is_expert_question, q.created_at, q.updated_at,
            CASE WHEN ${hasLiveBestAnswer('q')} THEN q.best_comment_id END AS best_comment_id,
            (SELECT ui.nickname FROM user_informations ui JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL
              WHERE ui.user_id = q.user_id) AS author_name
       FROM questions q WHERE q.id = $1 AND q.deleted_at IS NULL AND ${publicOnly('q')}`,
    [id],
  );

async function replaceTags(tx: Queryable, questionId: number, tagIds: number[]): Promise<void> {
  await tx.query('DELETE FROM question_tags WHERE question_id = $1', [questionId]);
  if (tagIds.length) {
    await tx.query('INSERT INTO question_tags (question_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [questionId, tagIds]);
  }
}

export async function insertQuestion(
  tx: Queryable,
  userId: number | null,
  input: { title: string; body: string; category_id: number | null; tag_ids?: number[]; expert_info_id?: number | null },
  createdAt?: Date,
): Promise<number> {
  const params: unknown[] = [input.title, input.body, excerptOf(input.body), input.category_id, userId, input.expert_info_id ?? null, createdAt ?? null];
  const search = searchColumns(searchFieldsOf(input.title, input.body), params);
  const row = await tx.one<{ id: number }>(
    `INSERT INTO questions (title, body, excerpt, category_id, user_id, expert_info_id, created_at, updated_at, ${search.names})
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, now()), COALESCE($7, now()), ${search.values}) RETURNING id`,
    params,
  );
  await replaceTags(tx, row!.id, input.tag_ids ?? []);
  return row!.id;
}

export async function updateQuestion(tx: Queryable, current: { id: number; title: string; body: string }, input: QuestionInput): Promise<void> {
  const title = input.title ?? current.title;
  const body = input.body ?? current.body;
  const params: unknown[] = [current.id, title, body, excerptOf(body), input.category_id ?? null, input.expert_info_id !== undefined, input.expert_info_id ?? null];
  const search = searchColumns(searchFieldsOf(title, body), params);
  await tx.query(
    `UPDATE questions SET title = $2, body = $3, excerpt = $4,
       category_id = COALESCE($5, category_id),
       expert_info_id = CASE WHEN $6 THEN $7::int ELSE expert_info_id END,
       ${search.set},
       updated_at = now()
     WHERE id = $1`,
    params,
  );
  if (input.tag_ids !== undefined) await replaceTags(tx, current.id, input.tag_ids);
}

/** Soft delete: the row stays for the audit trail and the counts of likes; every list skips it. */
export async function removeQuestion(tx: Queryable, id: number, removedBy: number): Promise<boolean> {
  const row = await tx.one('UPDATE questions SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [id, removedBy]);
  return row !== null;
}
