// Recorded admin actions as a table: when, what, the detail that matters, what it was done to (a
// link to the admin page that shows it, where there is one) and who did it.
import type { AuditEntry } from '@hiroba/api-client';
import { AUDIT_TARGET_LABELS } from '@hiroba/contract/fields';
import { DateText, RouterAnchor, pagePath } from '@hiroba/shared-ui';
import { auditActionText, auditDetailText } from '../lib/audit-text';
import { DataTable, type DataColumn } from './data-table';

/** The admin page of a target, for the kinds that have one. */
function targetPath(entry: AuditEntry): string | null {
  const id = entry.target_id;
  if (id === null) return null;
  switch (entry.target_type) {
    case 'expert_info':
      return pagePath('admin-expert-detail', { id });
    case 'column':
      return pagePath('admin-column-edit', { id });
    case 'tags':
      return pagePath('admin-tag-edit', { id });
    case 'categories':
      return pagePath('admin-category-edit', { id });
    case 'crowdfunding_supporter':
      return pagePath('admin-supporter-edit', { id });
    default:
      return null;
  }
}

function Target({ entry }: { entry: AuditEntry }) {
  const text = `${AUDIT_TARGET_LABELS[entry.target_type] ?? entry.target_type}${entry.target_id === null ? '' : ` #${entry.target_id}`}`;
  const to = targetPath(entry);
  return to ? <RouterAnchor to={to}>{text}</RouterAnchor> : <>{text}</>;
}

const COLUMNS: DataColumn<AuditEntry>[] = [
  { header: '日時', cell: (entry) => <DateText value={entry.created_at} withTime /> },
  { header: '操作', cell: (entry) => auditActionText(entry.action) },
  { header: '内容', cell: (entry) => auditDetailText(entry) ?? '—', cellProps: () => ({ style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }) },
  { header: '対象', cell: (entry) => <Target entry={entry} /> },
  { header: '管理者', cell: (entry) => entry.actor?.name ?? '自動（システム）' },
];

export function AuditEntryTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={entries} minWidth={720} focusable />;
}
