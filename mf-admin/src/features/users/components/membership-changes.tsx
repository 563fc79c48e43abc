// 会員種別の変更履歴 on the admin's member page: when paid status changed, from what to what, and why
// (the admin who did it, or the provider's event that did).
import type { MembershipChange } from '@hiroba/api-client';
import { MEMBERSHIP_CHANGE_REASON_LABELS, MEMBERSHIP_STATUS_LABELS } from '@hiroba/contract/fields';
import { DateText, List, Paper, Text, Title } from '@hiroba/shared-ui';

const TITLE_ID = 'admin-membership-changes-title';

function Who({ change }: { change: MembershipChange }) {
  if (change.reason === 'admin' && change.actor) return <Text size="sm">操作した管理者: {change.actor.name}</Text>;
  if (change.reason === 'provider_event' && change.provider_event_id) {
    return (
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        通知ID: {change.provider_event_id}
      </Text>
    );
  }
  return null;
}

export function MembershipChanges({ changes }: { changes: MembershipChange[] }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        会員種別の変更履歴
      </Title>
      {changes.length === 0 ? (
        <Text>会員種別の変更はまだありません。</Text>
      ) : (
        <List listStyleType="none" spacing="md" aria-labelledby={TITLE_ID}>
          {changes.map((change) => (
            <List.Item key={change.id}>
              <Text fw={700}>
                <DateText value={change.created_at} withTime />
              </Text>
              <Text>
                {`${MEMBERSHIP_STATUS_LABELS[change.from_status]} → ${MEMBERSHIP_STATUS_LABELS[change.to_status]}（${MEMBERSHIP_CHANGE_REASON_LABELS[change.reason]}）`}
              </Text>
              <Who change={change} />
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
