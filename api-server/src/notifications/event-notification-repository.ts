// Who hears of each event (docs/notifications.md#events), as SQL: each event of
// notification-events.ts becomes rows of notifications, in the caller's transaction. Nobody hears of
// their own act, a withdrawn account hears of nothing, and each person gets one notification per
// event even when they are reached twice (the asker who also follows their question).
import type { Queryable } from '../db/database';
import type { NotificationEvent } from './notification-events';
import { notifyEach, notifyGrouped } from './notification-repository';

const ADMINS = `SELECT id FROM users WHERE role = 'admin'`;
const FOLLOWERS = (kind: 'question' | 'tag' | 'category', param: string) => `SELECT user_id FROM follows WHERE target_kind = '${kind}' AND target_id = ${param}`;

/** Writes the event's notifications; answers the people written to. */
export async function writeNotifications(tx: Queryable, event: NotificationEvent): Promise<number[]> {
  switch (event.type) {
    case 'comment.created': {
      const c = await tx.one<{ question_id: number; author_id: number | null; is_expert_answer: boolean; asker_id: number | null }>(
        `SELECT c.question_id, c.user_id AS author_id, c.is_expert_answer, q.user_id AS asker_id
           FROM comments c JOIN questions q ON q.id = c.question_id WHERE c.id = $1`,
        [event.commentId],
      );
      if (!c) return [];
      const about = { question_id: c.question_id, comment_id: event.commentId };
      const asker = await notifyEach(tx, { kind: c.is_expert_answer ? 'expert_answer' : 'comment', ...about }, 'SELECT $8::int', [c.asker_id], [c.author_id]);
      const followers = await notifyEach(tx, { kind: 'followed_answer', ...about }, FOLLOWERS('question', '$8'), [c.question_id], [c.author_id, c.asker_id]);
      return [...asker, ...followers];
    }
    case 'reply.created': {
      const r = await tx.one<{ comment_id: number; question_id: number; author_id: number | null; comment_author_id: number | null }>(
        `SELECT r.comment_id, c.question_id, r.user_id AS author_id, c.user_id AS comment_author_id
           FROM replies r JOIN comments c ON c.id = r.comment_id WHERE r.id = $1`,
        [event.replyId],
      );
      if (!r) return [];
      return notifyEach(tx, { kind: 'reply', question_id: r.question_id, comment_id: r.comment_id, reply_id: event.replyId }, 'SELECT $8::int', [r.comment_author_id], [r.author_id]);
    }
    case 'question.created': {
      const q = await tx.one<{ author_id: number | null; expert_user_id: number | null; category_id: number | null }>(
        `SELECT q.user_id AS author_id, e.user_id AS expert_user_id, q.category_id
           FROM questions q LEFT JOIN expert_infos e ON e.id = q.expert_info_id AND e.status = 'approved' WHERE q.id = $1`,
        [event.questionId],
      );
      if (!q) return [];
      const addressed = await notifyEach(tx, { kind: 'addressed', question_id: event.questionId }, 'SELECT $8::int', [q.expert_user_id], [q.author_id]);
      const followers = await notifyEach(
        tx,
        { kind: 'new_question', question_id: event.questionId },
        `${FOLLOWERS('category', '$8')} UNION SELECT f.user_id FROM follows f JOIN question_tags qt ON qt.tag_id = f.target_id
           WHERE f.target_kind = 'tag' AND qt.question_id = $9`,
        [q.category_id, event.questionId],
        [q.author_id, q.expert_user_id],
      );
      return [...addressed, ...followers];
    }
    case 'best_answer.chosen': {
      const c = await tx.one<{ author_id: number | null; chooser_id: number | null }>(
        'SELECT c.user_id AS author_id, q.user_id AS chooser_id FROM comments c JOIN questions q ON q.id = c.question_id WHERE c.id = $1',
        [event.commentId],
      );
      if (!c) return [];
      return notifyEach(tx, { kind: 'best_answer', question_id: event.questionId, comment_id: event.commentId }, 'SELECT $8::int', [c.author_id], [c.chooser_id]);
    }
    case 'liked': {
      const item =
        event.item === 'question'
          ? await tx.one<{ owner_id: number | null; question_id: number }>('SELECT user_id AS owner_id, id AS question_id FROM questions WHERE id = $1', [event.id])
          : await tx.one<{ owner_id: number | null; question_id: number }>('SELECT user_id AS owner_id, question_id FROM comments WHERE id = $1', [event.id]);
      if (!item || item.owner_id === null || item.owner_id === event.actorId) return [];
      const about = event.item === 'question' ? { question_id: event.id } : { question_id: item.question_id, comment_id: event.id };
      await notifyGrouped(tx, item.owner_id, { kind: 'like', ...about }, `like:${event.item}:${event.id}`, event.actorId);
      return [item.owner_id];
    }
    case 'expert_application.decided':
      return notifyEach(
        tx,
        { kind: 'expert_application', variant: event.approved ? 'approved' : 'rejected', expert_info_id: event.expertInfoId },
        'SELECT user_id FROM expert_infos WHERE id = $8',
        [event.expertInfoId],
        [],
      );
    case 'expert_application.received':
      return notifyEach(tx, { kind: 'admin_expert_application', expert_info_id: event.expertInfoId }, ADMINS, [], []);
    case 'payment.failed':
    case 'membership.ending':
      return notifyEach(tx, { kind: 'payment', variant: event.type === 'payment.failed' ? 'payment_failed' : 'membership_ending' }, 'SELECT $8::int', [event.userId], []);
    case 'review.opened': {
      // One unread notice of the queue per admin: the queue's page shows what waits.
      const admins = await tx.query<{ id: number }>(ADMINS);
      for (const admin of admins) await notifyGrouped(tx, admin.id, { kind: 'admin_report' }, 'admin_report', null);
      return admins.map((admin) => admin.id);
    }
    case 'best_answer.reminder':
      return notifyEach(tx, { kind: 'reminder', question_id: event.questionId }, 'SELECT user_id FROM questions WHERE id = $8', [event.questionId], []);
  }
}
