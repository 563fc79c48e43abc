// The SQL of best answers (ベストアンサー): the comment the asker may choose, the choice itself, and
// the questions whose asker is owed the one reminder.
import type { Queryable } from '../db/database';
import type { ModerationState } from '@hiroba/contract';
import { publicOnly } from '../moderation/visibility';
import { hasLiveBestAnswer } from './best-answer-sql';

/** A live comment as a choice starts from: its question and moderation state; null when missing or removed. */
export const findCandidateComment = (db: Queryable, id: number) =>
  db.one<{ id: number; question_id: number; moderation: ModerationState }>(
    'SELECT id, question_id, moderation FROM comments WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );

/**
 * Records the choice in one statement, only while the question is live and the comment is still a
 * live, public comment of it (a removal or hiding in between finds nothing); answers the comment
 * chosen before (null when none), or undefined when nothing was written.
 */
export async function chooseBestComment(tx: Queryable, questionId: number, commentId: number, thanks: string | null) {
  const row = await tx.one<{ previous: number | null }>(
    `WITH before AS (SELECT best_comment_id FROM questions WHERE id = $1)
     UPDATE questions q SET best_comment_id = $2, best_thanks = $3, best_chosen_at = now()
      WHERE q.id = $1 AND q.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM comments c WHERE c.id = $2 AND c.question_id = q.id AND c.deleted_at IS NULL AND ${publicOnly('c')})
     RETURNING (SELECT best_comment_id FROM before) AS previous`,
    [questionId, commentId, thanks],
  );
  return row ?? undefined;
}

/**
 * Claims the questions whose asker is owed the reminder: live, public, unresolved, with a live
 * expert answer at least `days` old, never reminded. Marks them in the same statement, so a second
 * run (or a second server) claims none of them again.
 */
export const claimBestAnswerReminders = (tx: Queryable, days: number) =>
  tx.query<{ id: number }>(
    `UPDATE questions q SET best_reminder_sent_at = now()
      WHERE q.best_reminder_sent_at IS NULL AND q.deleted_at IS NULL AND ${publicOnly('q')} AND q.user_id IS NOT NULL
        AND NOT ${hasLiveBestAnswer('q')}
        AND EXISTS (SELECT 1 FROM comments c WHERE c.question_id = q.id AND c.is_expert_answer AND c.deleted_at IS NULL
                      AND ${publicOnly('c')} AND c.created_at <= now() - make_interval(days => $1))
     RETURNING q.id`,
    [days],
  );
