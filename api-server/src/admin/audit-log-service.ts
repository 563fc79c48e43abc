// Reading the audit log: every recorded admin action, filtered by action, kind of target, admin and
// days (Japan's time), newest first. Writing it is lib/audit.ts, inside each change's transaction.
import type { AuditEntry } from '@hiroba/contract';
import type { Database } from '../db/database';
import { limitClause, pageMeta, paging, type PageRequest } from '../lib/paging';

export interface AuditLogFilters extends PageRequest {
  action?: string;
  target_type?: string;
  actor_user_id?: number;
  from?: string;
  to?: string;
}

/** The entry with who did it: their nickname, expert name, or 管理者 (alias `a` for filters). */
export const AUDIT_ENTRY_SELECT = `SELECT a.id, a.action, a.target_type, a.target_id, a.detail, a.created_at,
    CASE WHEN a.actor_user_id IS NULL THEN NULL
         ELSE json_build_object('id', a.actor_user_id, 'name', COALESCE(ui.nickname, ei.name, '管理者')) END AS actor
  FROM audit_logs a
  LEFT JOIN user_informations ui ON ui.user_id = a.actor_user_id
  LEFT JOIN expert_infos ei ON ei.user_id = a.actor_user_id`;

export const NEWEST_FIRST = ' ORDER BY a.created_at DESC, a.id DESC';

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService({ db }: { db: Database }) {
  return {
    async list(query: AuditLogFilters) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (query.action) where.push(`a.action = $${params.push(query.action)}`);
      if (query.target_type) where.push(`a.target_type = $${params.push(query.target_type)}`);
      if (query.actor_user_id) where.push(`a.actor_user_id = $${params.push(query.actor_user_id)}`);
      // Whole days as the operator reads them (Asia/Tokyo), the last one included.
      if (query.from) where.push(`a.created_at >= ($${params.push(query.from)}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`);
      if (query.to) where.push(`a.created_at < ($${params.push(query.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`);
      const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
      const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM audit_logs a${whereSql}`, params);
      const p = paging(query);
      const rows = await db.query<AuditEntry>(`${AUDIT_ENTRY_SELECT}${whereSql}${NEWEST_FIRST}${limitClause(p, params)}`, params);
      return { data: rows, meta: pageMeta(p, counted?.total ?? 0) };
    },

    recent: (limit: number) => db.query<AuditEntry>(`${AUDIT_ENTRY_SELECT}${NEWEST_FIRST} LIMIT $1`, [limit]),
  };
}
