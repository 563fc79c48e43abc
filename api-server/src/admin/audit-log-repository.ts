// The audit log's SQL (audit_logs): every admin write is recorded inside its own transaction by
// `audit`; the admin's list, the dashboard and a person's activity read it back with who did it.
import type { AuditEntry } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import { MEMBER_ITEMS } from '../items/item-kinds';
import type { Paging } from '../lib/paging';

/** Who did what to which object. The actor is null for what the system did on its own (a scheduled column published by its job). */
export async function audit(
  db: Queryable,
  actorUserId: number | null,
  action: string,
  target: { type: string; id: number | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.query('INSERT INTO audit_logs (actor_user_id, action, target_type, target_id, detail) VALUES ($1, $2, $3, $4, $5)', [
    actorUserId,
    action,
    target.type,
    target.id,
    JSON.stringify(detail),
  ]);
}

/** The entry with who did it: their nickname, expert name, or 管理者 (alias `a` for filters). */
const ENTRY_SELECT = `SELECT a.id, a.action, a.target_type, a.target_id, a.detail, a.created_at,
    CASE WHEN a.actor_user_id IS NULL THEN NULL
         ELSE json_build_object('id', a.actor_user_id, 'name', COALESCE(ui.nickname, ei.name, '管理者')) END AS actor
  FROM audit_logs a
  LEFT JOIN user_informations ui ON ui.user_id = a.actor_user_id
  LEFT JOIN expert_infos ei ON ei.user_id = a.actor_user_id`;

const NEWEST_FIRST = ' ORDER BY a.created_at DESC, a.id DESC';

export interface AuditEntryFilters {
  action?: string;
  target_type?: string;
  actor_user_id?: number;
  /** Whole days as the operator reads them (Asia/Tokyo), the last one included. */
  from?: string;
  to?: string;
}

/** A page of entries matching the filters, newest first, with how many match in all. */
export async function listAuditEntries(db: Queryable, filters: AuditEntryFilters, page: Paging): Promise<{ rows: AuditEntry[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filters.action) where.push(`a.action = $${params.push(filters.action)}`);
  if (filters.target_type) where.push(`a.target_type = $${params.push(filters.target_type)}`);
  if (filters.actor_user_id) where.push(`a.actor_user_id = $${params.push(filters.actor_user_id)}`);
  if (filters.from) where.push(`a.created_at >= ($${params.push(filters.from)}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`);
  if (filters.to) where.push(`a.created_at < ($${params.push(filters.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`);
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM audit_logs a${whereSql}`, params);
  const rows = await db.query<AuditEntry>(`${ENTRY_SELECT}${whereSql}${NEWEST_FIRST}${limitClause(page, params)}`, params);
  return { rows, total: counted?.total ?? 0 };
}

export const recentAuditEntries = (db: Queryable, limit: number) => db.query<AuditEntry>(`${ENTRY_SELECT}${NEWEST_FIRST} LIMIT $1`, [limit]);

/** An admin action on anything the person wrote ($1: their user id), one index lookup per kind. */
const ABOUT_MEMBER_ITEMS = MEMBER_ITEMS.map(
  (item) => `(a.target_type = '${item.auditTarget}' AND a.target_id IN (SELECT id FROM ${item.table} WHERE ${item.authorColumn} = $1))`,
).join('\n         OR ');

/**
 * What admins did about one person: to the account, their profile, their expert record or one of
 * their posts (removed posts still count as theirs, since removal keeps the row), newest first. Each
 * kind of target goes through its own index (audit_logs_target_idx).
 */
export const auditEntriesAboutUser = (db: Queryable, userId: number, limit: number) =>
  db.query<AuditEntry>(
    `${ENTRY_SELECT}
      WHERE (a.target_type = 'user' AND a.target_id = $1)
         OR (a.target_type = 'expert_info' AND a.target_id IN (SELECT id FROM expert_infos WHERE user_id = $1))
         OR ${ABOUT_MEMBER_ITEMS}
      ${NEWEST_FIRST} LIMIT $2`,
    [userId, limit],
  );

