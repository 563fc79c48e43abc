// Comments (answers) and their replies. A question's comments come in one statement: expert answers
// first, then members' comments oldest first, each with its replies built as JSON.
import type { Comment, MyComment, Reply } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause, type Paging } from '../lib/paging';
import { EXPERT_INFO_JSON, publicUserJson } from '../content/json-sql';
import { canonicalType } from './qa-type';

export const REPLY_JSON = (alias: string) => `json_build_object(
    'id', ${alias}.id, 'comment_id', ${alias}.comment_id, 'body', ${alias}.body, 'user', ${publicUserJson(`${alias}.user_id`)},
    'created_at', ${alias}.created_at, 'updated_at', ${alias}.updated_at)`;

function commentFields(viewerParam: number | null): string {
  const liked = viewerParam === null ? '' : `,
    EXISTS (SELECT 1 FROM user_like_comments l WHERE l.comment_id = c.id AND l.user_id = $${viewerParam}) AS liked`;
  return `c.id, c.question_id, c.comment_id, c.body, c.is_expert_answer, c.like_counts, c.created_at, c.updated_at,
    ${publicUserJson('c.user_id')} AS "user",
    CASE WHEN c.is_expert_answer THEN (SELECT ${EXPERT_INFO_JSON} FROM expert_infos ei WHERE ei.id = c.expert_info_id) END AS expert_info,
    COALESCE((SELECT json_agg(${REPLY_JSON('r')} ORDER BY r.created_at, r.id)
                FROM replies r WHERE r.comment_id = c.id AND r.deleted_at IS NULL), '[]'::json) AS comment_replies${liked}`;
}

/** As read, before the caller's capabilities are added. */
export type ReplyRow = Omit<Reply, 'can_delete'>;
export type CommentRow = Omit<Comment, 'can_delete' | 'comment_replies'> & { comment_replies: ReplyRow[] };
export type MyCommentRow = CommentRow & Pick<MyComment, 'question'>;

export const EXPERT_FIRST_ORDER = 'c.is_expert_answer DESC, c.created_at, c.id';

export async function findQuestionComments(db: Queryable, questionId: number, viewerId: number | null): Promise<CommentRow[]> {
  const params: unknown[] = [questionId];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  return db.query<CommentRow>(
    `SELECT ${commentFields(viewerParam)} FROM comments c
      WHERE c.question_id = $1 AND c.deleted_at IS NULL ORDER BY ${EXPERT_FIRST_ORDER}`,
    params,
  );
}

export async function findComment(db: Queryable, id: number, viewerId: number | null): Promise<CommentRow | null> {
  const params: unknown[] = [id];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  return db.one<CommentRow>(`SELECT ${commentFields(viewerParam)} FROM comments c WHERE c.id = $1 AND c.deleted_at IS NULL`, params);
}

/**
 * A person's comments on live questions, newest first, each with its question; `viewerId` (the
 * signed-in caller, or null) gets their liked marks. A withdrawn person has none: their comments
 * are anonymised and belong to no one.
 */
export async function findUserComments(db: Queryable, userId: number, p: Paging, viewerId: number | null): Promise<{ data: MyCommentRow[]; total: number }> {
  const from = `comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
      WHERE c.user_id = $1 AND c.deleted_at IS NULL AND c.user_id IN (SELECT u.id FROM users u WHERE u.withdrawn_at IS NULL)`;
  const params: unknown[] = [userId];
  const viewerParam = viewerId === null ? null : viewerId === userId ? 1 : params.push(viewerId);
  const rows = await db.query<CommentRow & { question_title: string; question_is_expert: boolean }>(
    `SELECT ${commentFields(viewerParam)}, q.title AS question_title, q.is_expert_question AS question_is_expert
       FROM ${from}
      ORDER BY c.created_at DESC, c.id DESC${limitClause(p, params)}`,
    params,
  );
  const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, [userId]);
  const data = rows.map(({ question_title: title, question_is_expert: isExpert, ...comment }) => ({
    ...comment,
    question: { id: comment.question_id, title, qa_type: canonicalType(isExpert) },
  }));
  return { data, total: counted?.total ?? 0 };
}

/** A member's own comments on live questions, newest first, each with its question. */
export const findMyComments = (db: Queryable, userId: number, p: Paging) => findUserComments(db, userId, p, userId);

export async function findReplies(db: Queryable, commentId: number): Promise<ReplyRow[]> {
  const rows = await db.query<{ reply: ReplyRow }>(
    `SELECT ${REPLY_JSON('r')} AS reply FROM replies r WHERE r.comment_id = $1 AND r.deleted_at IS NULL ORDER BY r.created_at, r.id`,
    [commentId],
  );
  return rows.map((r) => r.reply);
}

/**
 * After a comment is removed: the question's comment count and answer state follow what is left
 * (an answer is any live comment; an expert answer makes it expert_answered).
 */
export async function recountQuestionAnswers(tx: Queryable, questionId: number): Promise<void> {
  await tx.query(
    `UPDATE questions q SET
       comment_counts = s.n,
       answer_state = CASE WHEN s.expert THEN 'expert_answered' WHEN s.n > 0 THEN 'answered' ELSE 'unanswered' END
     FROM (SELECT count(*)::int AS n, COALESCE(bool_or(is_expert_answer), false) AS expert
             FROM comments WHERE question_id = $1 AND deleted_at IS NULL) s
     WHERE q.id = $1`,
    [questionId],
  );
}
