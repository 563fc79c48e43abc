// Reading questions: pages through the content module (content-pages.ts), each row with its
// category, tags, author and addressed expert built as JSON; one question with its body.
import type { QuestionSummary } from '@hiroba/contract';
import { countContent, findContentPage, type ContentRows, type ContentSource } from '../content/content-pages';
import { viewsSql } from '../content/content-kinds';
import { approvedExpertJson, categoryJson, contentTagsJson, publicUserJson } from '../content/json-sql';
import type { Database, Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import type { Paging } from '../lib/paging';
import { canonicalType } from './qa-type';

/** A question as read, before the caller's capabilities are added (the body only for one question). */
export type QuestionRow = Omit<QuestionSummary, 'can_edit' | 'can_delete'> & {
  body?: string;
  user_id: number | null;
  is_expert_question: boolean;
};

/** Where a page of questions comes from (the questions under the alias `q`). */
export type QuestionSource = ContentSource;

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

const QUESTION_ROWS: ContentRows = { table: 'questions q', alias: 'q', fields: (viewerParam) => fields(false, viewerParam) };

/** One page of questions in the source's order. */
export async function findQuestionPage(db: Queryable, source: QuestionSource, p: Paging, viewerId: number | null): Promise<QuestionRow[]> {
  return (await findContentPage<QuestionRow>(db, QUESTION_ROWS, source, p, viewerId)).map(withType);
}

/** How many questions the source holds, at most its countCap. */
export const countQuestions = (db: Database, source: QuestionSource) => countContent(db, source);

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
