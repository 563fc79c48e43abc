// Recorded admin actions as a table: when, what, the detail that matters, what it was done to (a
// link to the admin page that shows it, where there is one) and who did it.
import type { AuditEntry } from '@hiroba/api-client';
import { AUDIT_TARGET_LABELS } from '@hiroba/contract/fields';
import { DateText, RouterAnchor, Table, VisuallyHidden, pagePath } from '@hiroba/shared-ui';
import { auditActionText, auditDetailText } from '../lib/audit-text';

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

export function AuditEntryTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    // Focusable so a keyboard can scroll it on a phone: its rows may hold no link.
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <Table striped verticalSpacing="sm" miw={720}>
        <caption>
          <VisuallyHidden component="span">{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">日時</Table.Th>
            <Table.Th scope="col">操作</Table.Th>
            <Table.Th scope="col">内容</Table.Th>
            <Table.Th scope="col">対象</Table.Th>
            <Table.Th scope="col">管理者</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <DateText value={entry.created_at} withTime />
              </Table.Td>
              <Table.Td>{auditActionText(entry.action)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{auditDetailText(entry) ?? '—'}</Table.Td>
              <Table.Td>
                <Target entry={entry} />
              </Table.Td>
              <Table.Td>{entry.actor?.name ?? '自動（システム）'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
