// Comments (answers) and their replies: who may post (any member; an approved expert's comment is
// their expert answer), moderation by admins (audited), and the question's counts moving with them.
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { audit } from '../lib/audit';
import { badRequest, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { mayModerate, type Actor } from '../policy/rules';
import { requirePostingConsent } from '../users/posting-consent';
import { REPLY_JSON, findComment, findMyComments, findQuestionComments, findReplies, findUserComments, recountQuestionAnswers, type CommentRow, type ReplyRow } from './comment-repository';
import { QUESTION_NOT_FOUND } from './question-service';

export const COMMENT_NOT_FOUND = 'コメントが見つかりませんでした。削除された可能性があります。';
const REPLY_NOT_FOUND = '返信が見つかりませんでした。削除された可能性があります。';

/** A comment that can be read and answered: live, on a live question. */
const LIVE_COMMENT = `SELECT c.id FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
  WHERE c.id = $1 AND c.deleted_at IS NULL`;


function trimmedBody(body: string): string {
  const text = body.trim();
  if (!text) throw badRequest('body', '本文を入力してください。');
  return text;
}

export type CommentService = ReturnType<typeof createCommentService>;

export function createCommentService({ db, events }: { db: Database; events: DomainEvents }) {
  /** Admins may remove any comment or reply; the flags say so to the page. */
  const withReply = (reply: ReplyRow, actor: Actor | null) => ({ ...reply, can_delete: mayModerate(actor) });
  const withComment = <T extends CommentRow>(comment: T, actor: Actor | null) => ({
    ...comment,
    can_delete: mayModerate(actor),
    comment_replies: comment.comment_replies.map((r) => withReply(r, actor)),
  });
  const questionChanged = (id: number) => events.publish({ type: 'content.changed', kind: 'question', id });

  return {
    /** Expert answers first, then members' comments oldest first, each with its replies. */
    async byQuestion(questionId: number, actor: Actor | null) {
      if (!(await db.one('SELECT 1 FROM questions WHERE id = $1 AND deleted_at IS NULL', [questionId]))) throw notFound(QUESTION_NOT_FOUND);
      return (await findQuestionComments(db, questionId, actor?.id ?? null)).map((c) => withComment(c, actor));
    },

    async mine(query: PageRequest, actor: Actor) {
      const p = paging(query);
      const { data, total } = await findMyComments(db, actor.id, p);
      return { data: data.map((c) => withComment(c, actor)), meta: pageMeta(p, total) };
    },

    /** A person's comments for their public profile: an unknown or withdrawn person has none. */
    async byUser(userId: number, query: PageRequest, actor: Actor | null) {
      const p = paging(query);
      const { data, total } = await findUserComments(db, userId, p, actor?.id ?? null);
      return { data: data.map((c) => withComment(c, actor)), meta: pageMeta(p, total) };
    },

    async create(input: { question_id: number; body: string }, actor: Actor) {
      const body = trimmedBody(input.body);
      await requirePostingConsent(db, actor);
      const expert =
        actor.role === 'expert' ? await db.one<{ id: number }>("SELECT id FROM expert_infos WHERE user_id = $1 AND status = 'approved'", [actor.id]) : null;
      const id = await db.transaction(async (tx) => {
        // The question first: its row lock orders concurrent answers, and a missing question stops here.
        const question = await tx.one(
          `UPDATE questions SET comment_counts = comment_counts + 1,
             answer_state = CASE WHEN $2 THEN 'expert_answered' WHEN answer_state = 'unanswered' THEN 'answered' ELSE answer_state END
           WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
          [input.question_id, expert !== null],
        );
        if (!question) throw notFound(QUESTION_NOT_FOUND);
        const row = await tx.one<{ id: number }>(
          'INSERT INTO comments (question_id, body, user_id, is_expert_answer, expert_info_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [input.question_id, body, actor.id, expert !== null, expert?.id ?? null],
        );
        return row!.id;
      });
      questionChanged(input.question_id);
      const created = await findComment(db, id, actor.id);
      return withComment(created!, actor);
    },

    /** Moderation: the comment goes from every list, the question's counts follow, the removal is recorded. */
    async remove(id: number, actor: Actor) {
      const questionId = await db.transaction(async (tx) => {
        const removed = await tx.one<{ question_id: number; user_id: number | null }>(
          'UPDATE comments SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING question_id, user_id',
          [id, actor.id],
        );
        if (!removed) throw notFound(COMMENT_NOT_FOUND);
        await recountQuestionAnswers(tx, removed.question_id);
        await audit(tx, actor.id, 'comment.remove', { type: 'comment', id }, { question_id: removed.question_id, author_user_id: removed.user_id });
        return removed.question_id;
      });
      questionChanged(questionId);
    },

    async replies(commentId: number, actor: Actor | null) {
      if (!(await db.one(LIVE_COMMENT, [commentId]))) throw notFound(COMMENT_NOT_FOUND);
      return (await findReplies(db, commentId)).map((r) => withReply(r, actor));
    },

    async reply(input: { comment_id: number; body: string }, actor: Actor) {
      const body = trimmedBody(input.body);
      await requirePostingConsent(db, actor);
      // Inserted only when the comment is live, in one statement (no gap for a removal to slip in).
      const row = await db.one<{ reply: ReplyRow }>(
        `WITH target AS (${LIVE_COMMENT}),
              created AS (INSERT INTO replies (comment_id, body, user_id) SELECT id, $2, $3 FROM target RETURNING *)
         SELECT ${REPLY_JSON('created')} AS reply FROM created`,
        [input.comment_id, body, actor.id],
      );
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      return withReply(row.reply, actor);
    },

    async removeReply(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const removed = await tx.one<{ comment_id: number; user_id: number | null }>(
          'UPDATE replies SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING comment_id, user_id',
          [id, actor.id],
        );
        if (!removed) throw notFound(REPLY_NOT_FOUND);
        await audit(tx, actor.id, 'reply.remove', { type: 'reply', id }, { comment_id: removed.comment_id, author_user_id: removed.user_id });
      });
    },
  };
}
