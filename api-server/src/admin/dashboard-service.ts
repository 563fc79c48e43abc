// What the admin dashboard asks the operator to look at: applications waiting for review, questions
// nobody has answered for days, new members, and the latest admin actions.
import { ADMIN_ATTENTION, type Dashboard } from '@hiroba/contract';
import type { Database } from '../db/database';
import type { AuditLogService } from './audit-log-service';
import { attentionCounts } from './dashboard-repository';

export function createDashboardService({ db, auditLog }: { db: Database; auditLog: AuditLogService }) {
  return {
    async summary(): Promise<Dashboard> {
      const counts = await attentionCounts(db, ADMIN_ATTENTION.unansweredDays, ADMIN_ATTENTION.newMemberDays);
      return { ...counts!, recent_actions: await auditLog.recent(ADMIN_ATTENTION.recentActions) };
    },
  };
}
