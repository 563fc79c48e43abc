// 管理者の操作の記録 on the admin's user page: what admins did to this person's account, profile,
// expert record and posts (audit_logs), newest first, with who did it.
import type { UserActivity } from '@hiroba/api-client';
import { DateText, List, Paper, Text, Title } from '@hiroba/shared-ui';
import { auditActionText, auditDetailText } from '../../../shared/lib/audit-text';

const TITLE_ID = 'admin-user-audit-title';

export function AuditHistory({ entries, loading }: { entries: UserActivity['audit_logs'] | undefined; loading: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        管理者の操作の記録
      </Title>
      {!entries ? (
        loading && <Text>読み込み中です…</Text>
      ) : entries.length === 0 ? (
        <Text>この人についての管理者の操作はまだありません。</Text>
      ) : (
        <List listStyleType="none" spacing="md" aria-labelledby={TITLE_ID}>
          {entries.map((entry) => {
            const detail = auditDetailText(entry);
            return (
              <List.Item key={entry.id}>
                <Text fw={700}>
                  <DateText value={entry.created_at} withTime />
                </Text>
                <Text>{auditActionText(entry.action)}</Text>
                {detail && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{detail}</Text>}
                <Text size="sm">操作した管理者: {entry.actor?.name ?? '記録がありません'}</Text>
              </List.Item>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
