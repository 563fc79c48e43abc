// Comments (answers) and their replies. A question's comments come in one statement: expert answers
// first, then members' comments oldest first, each with its replies built as JSON.
import type { Comment, MyComment, Reply } from '@hiroba/contract';
import { EXPERT_INFO_JSON, publicUserJson } from '../content/content-sql';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';
import { publicOnly, type Moderated } from '../moderation/visibility';
import { canonicalType } from './qa-type';

const REPLY_JSON = (alias: string) => `json_build_object(
    'id', ${alias}.id, 'comment_id', ${alias}.comment_id, 'body', ${alias}.body, 'user', ${publicUserJson(`${alias}.user_id`)},
    'moderation', ${alias}.moderation, 'author_id', ${alias}.user_id,
    'created_at', ${alias}.created_at, 'updated_at', ${alias}.updated_at)`;

function commentFields(viewerParam: number | null): string {
  const liked = viewerParam === null ? '' : `,
    EXISTS (SELECT 1 FROM user_like_comments l WHERE l.comment_id = c.id AND l.user_id = $${viewerParam}) AS liked`;
  return `c.id, c.question_id, c.comment_id, c.body, c.moderation, c.user_id AS author_id, c.is_expert_answer, c.like_counts, c.created_at, c.updated_at,
    ${publicUserJson('c.user_id')} AS "user",
    CASE WHEN c.is_expert_answer THEN (SELECT ${EXPERT_INFO_JSON} FROM expert_infos ei WHERE ei.id = c.expert_info_id) END AS expert_info,
    COALESCE((SELECT json_agg(${REPLY_JSON('r')} ORDER BY r.created_at, r.id)
                FROM replies r WHERE r.comment_id = c.id AND r.deleted_at IS NULL), '[]'::json) AS comment_replies${liked}`;
}

/** As read, before the caller's capabilities are added, with what moderation decides by (moderation/visibility.ts). */
export type ReplyRow = Omit<Reply, 'can_delete' | 'moderation' | 'can_report'> & Moderated;
export type CommentRow = Omit<Comment, 'can_delete' | 'comment_replies' | 'moderation' | 'can_report'> & Moderated & { comment_replies: ReplyRow[] };
export type MyCommentRow = CommentRow & Pick<MyComment, 'question'>;

const EXPERT_FIRST_ORDER = 'c.is_expert_answer DESC, c.created_at, c.id';

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
  // Others see the public ones on public questions; the person sees all of theirs (marked).
  const own = viewerId === userId;
  const from = `comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL${own ? '' : ` AND ${publicOnly('q')}`}
      WHERE c.user_id = $1 AND c.deleted_at IS NULL AND c.user_id IN (SELECT u.id FROM users u WHERE u.withdrawn_at IS NULL)${own ? '' : ` AND ${publicOnly('c')}`}`;
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

export async function findReply(db: Queryable, id: number): Promise<ReplyRow | null> {
  const row = await db.one<{ reply: ReplyRow }>(`SELECT ${REPLY_JSON('r')} AS reply FROM replies r WHERE r.id = $1 AND r.deleted_at IS NULL`, [id]);
  return row?.reply ?? null;
}

export const questionOfComment = async (db: Queryable, commentId: number) =>
  (await db.one<{ id: number }>('SELECT question_id AS id FROM comments WHERE id = $1', [commentId]))?.id ?? null;

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

/** A comment that can be read and answered: live, on a live question. */
const LIVE_COMMENT = `SELECT c.id FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
  WHERE c.id = $1 AND c.deleted_at IS NULL`;

export const isLiveComment = async (db: Queryable, id: number) => (await db.one(LIVE_COMMENT, [id])) !== null;

/**
 * A new comment's question: its count goes up and its answer state follows (an expert's answer makes it
 * expert_answered); false when it is missing or removed.
 */
export async function countNewAnswer(tx: Queryable, questionId: number, byExpert: boolean): Promise<boolean> {
  const question = await tx.one(
    `UPDATE questions SET comment_counts = comment_counts + 1,
       answer_state = CASE WHEN $2 THEN 'expert_answered' WHEN answer_state = 'unanswered' THEN 'answered' ELSE answer_state END
     WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
    [questionId, byExpert],
  );
  return question !== null;
}

/** `expertInfoId`: the approved expert record of the author, whose comment is then an expert answer. */
export async function insertComment(tx: Queryable, comment: { questionId: number; body: string; userId: number; expertInfoId: number | null }): Promise<number> {
  const row = await tx.one<{ id: number }>(
    'INSERT INTO comments (question_id, body, user_id, is_expert_answer, expert_info_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [comment.questionId, comment.body, comment.userId, comment.expertInfoId !== null, comment.expertInfoId],
  );
  return row!.id;
}

/** Moderation's soft delete; null when it is missing or already removed. */
export const removeComment = (tx: Queryable, id: number, removedBy: number) =>
  tx.one<{ question_id: number; user_id: number | null }>(
    'UPDATE comments SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING question_id, user_id',
    [id, removedBy],
  );

/** A reply, inserted only when the comment is live, in one statement (no gap for a removal to slip in); null when it is not. */
export async function insertReply(db: Queryable, commentId: number, body: string, userId: number): Promise<(ReplyRow & { id: number }) | null> {
  const row = await db.one<{ reply: ReplyRow }>(
    `WITH target AS (${LIVE_COMMENT}),
          created AS (INSERT INTO replies (comment_id, body, user_id) SELECT id, $2, $3 FROM target RETURNING *)
     SELECT ${REPLY_JSON('created')} AS reply FROM created`,
    [commentId, body, userId],
  );
  return row?.reply ?? null;
}

/** Moderation's soft delete; null when it is missing or already removed. */
export const removeReply = (tx: Queryable, id: number, removedBy: number) =>
  tx.one<{ comment_id: number; user_id: number | null }>(
    'UPDATE replies SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING comment_id, user_id',
    [id, removedBy],
  );

/** An answer as its question's page <head> tells it (question-page-head.ts): an expert by the record's name, a member by nickname. */
export interface AnswerForPage {
  id: number;
  body: string;
  like_counts: number;
  is_expert_answer: boolean;
  created_at: string;
  author_name: string | null;
}

/** The question's first `limit` answers: its best answer (`bestId`) first, then expert answers. */
export const findAnswersForPage = (db: Queryable, questionId: number, limit: number, bestId: number | null) =>
  db.query<AnswerForPage>(
    `SELECT c.id, c.body, c.like_counts, c.is_expert_answer, c.created_at,
            CASE WHEN c.is_expert_answer THEN (SELECT ei.name FROM expert_infos ei WHERE ei.id = c.expert_info_id)
                 ELSE (SELECT ui.nickname FROM user_informations ui JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL
                        WHERE ui.user_id = c.user_id) END AS author_name
       FROM comments c WHERE c.question_id = $1 AND c.deleted_at IS NULL AND ${publicOnly('c')}
      ORDER BY c.id = $3 DESC NULLS LAST, ${EXPERT_FIRST_ORDER} LIMIT $2`,
    [questionId, limit, bestId],
  );
