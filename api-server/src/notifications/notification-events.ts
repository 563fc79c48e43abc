// What the domains tell the notifications module (docs/notifications.md): something happened that
// someone may want to hear of. The producer names only ids; the notifier (notifier.ts) finds who
// hears of it, and writes their notifications in the producer's transaction when it is given one, so
// a notification exists exactly when its write committed.
import type { Queryable } from '../db/database';

export type NotificationEvent =
  /** An answer or comment was posted: the asker (expert_answer or comment) and the question's followers hear of it. */
  | { type: 'comment.created'; commentId: number }
  /** A reply was posted: the comment's author hears of it. */
  | { type: 'reply.created'; replyId: number }
  /** A question was posted: the expert it is addressed to, and the followers of its tags and category. */
  | { type: 'question.created'; questionId: number }
  /** The asker (or an admin) chose a best answer: its author hears of it. */
  | { type: 'best_answer.chosen'; questionId: number; commentId: number }
  /** A like: the author hears of the people who liked, grouped while unread. */
  | { type: 'liked'; item: 'question' | 'comment'; id: number; actorId: number }
  /** An expert application was decided: the applicant hears of it. */
  | { type: 'expert_application.decided'; expertInfoId: number; approved: boolean }
  /** A new expert application: every admin. */
  | { type: 'expert_application.received'; expertInfoId: number }
  /** A payment failed, or a paid membership ends soon: the member. */
  | { type: 'payment.failed'; userId: number }
  | { type: 'membership.ending'; userId: number }
  /** Something entered the review queue: every admin, one unread notification at a time. */
  | { type: 'review.opened'; reviewId: number }
  /** An unresolved question's first expert answer is seven days old (jobs/best-answer-reminder.ts). */
  | { type: 'best_answer.reminder'; questionId: number };

export interface Notifier {
  /**
   * Writes the notifications the event causes: in `tx` when the producer is inside its transaction,
   * otherwise on its own. Mails follow through the job runner (docs/notifications.md#mail).
   */
  notify(event: NotificationEvent, tx?: Queryable): Promise<void>;
}
