// Reading the audit log: every recorded admin action, filtered by action, kind of target, admin and
// days (Japan's time), newest first. Writing it is `audit` (audit-log-repository.ts), inside each
// change's transaction.
import type { Database } from '../db/database';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { listAuditEntries, recentAuditEntries, type AuditEntryFilters } from './audit-log-repository';

export interface AuditLogFilters extends PageRequest, AuditEntryFilters {}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService({ db }: { db: Database }) {
  return {
    async list(query: AuditLogFilters) {
      const p = paging(query);
      const { rows, total } = await listAuditEntries(db, query, p);
      return { data: rows, meta: pageMeta(p, total) };
    },

    recent: (limit: number) => recentAuditEntries(db, limit),
  };
}
