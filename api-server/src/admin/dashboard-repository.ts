// The dashboard's counts, each one cheap count on an index the lists already use.
import type { Dashboard } from '@hiroba/contract';
import type { Queryable } from '../db/database';

/** Applications waiting for review, questions unanswered for `unansweredDays`, members who joined in the last `newMemberDays`. */
export function attentionCounts(db: Queryable, unansweredDays: number, newMemberDays: number) {
  return db.one<Omit<Dashboard, 'recent_actions'>>(
    `SELECT
       (SELECT count(*)::int FROM expert_infos WHERE status = 'pending' AND user_id IS NOT NULL) AS pending_expert_applications,
       (SELECT count(*)::int FROM questions WHERE deleted_at IS NULL AND answer_state = 'unanswered'
          AND created_at < now() - make_interval(days => $1)) AS stale_unanswered_questions,
       (SELECT count(*)::int FROM users WHERE withdrawn_at IS NULL AND role <> 'admin'
          AND created_at >= now() - make_interval(days => $2)) AS new_members`,
    [unansweredDays, newMemberDays],
  );
}
