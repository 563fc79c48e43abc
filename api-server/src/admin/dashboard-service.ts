// What the admin dashboard asks the operator to look at: applications waiting for review, questions
// nobody has answered for days, new members, and the latest admin actions. Each is one cheap count
// on an index the lists already use.
import { ADMIN_ATTENTION, type Dashboard } from '@hiroba/contract';
import type { Database } from '../db/database';
import type { AuditLogService } from './audit-log-service';

export function createDashboardService({ db, auditLog }: { db: Database; auditLog: AuditLogService }) {
  return {
    async summary(): Promise<Dashboard> {
      const counts = await db.one<Omit<Dashboard, 'recent_actions'>>(
        `SELECT
           (SELECT count(*)::int FROM expert_infos WHERE status = 'pending' AND user_id IS NOT NULL) AS pending_expert_applications,
           (SELECT count(*)::int FROM questions WHERE deleted_at IS NULL AND answer_state = 'unanswered'
              AND created_at < now() - make_interval(days => $1)) AS stale_unanswered_questions,
           (SELECT count(*)::int FROM users WHERE withdrawn_at IS NULL AND role <> 'admin'
              AND created_at >= now() - make_interval(days => $2)) AS new_members`,
        [ADMIN_ATTENTION.unansweredDays, ADMIN_ATTENTION.newMemberDays],
      );
      return { ...counts!, recent_actions: await auditLog.recent(ADMIN_ATTENTION.recentActions) };
    },
  };
}
