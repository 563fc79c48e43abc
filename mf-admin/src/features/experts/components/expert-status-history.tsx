// 状態の履歴: every change of the record's status, newest first, with its reason and the admin who
// decided (an application has none). Read again whenever `version` changes (after a decision).
import { api, type ExpertStatusChange } from '@hiroba/api-client';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { DateText, List, LoadError, LoadingState, Paper, Text, Title, usePageData } from '@hiroba/shared-ui';

const TITLE_ID = 'admin-expert-history-title';

function changeText(change: ExpertStatusChange): string {
  const from = change.from_status ? EXPERT_STATUS_LABELS[change.from_status] : '申し込み';
  return `${from} → ${EXPERT_STATUS_LABELS[change.to_status]}`;
}

export function ExpertStatusHistory({ expertId, version }: { expertId: number; version: number }) {
  const { data, error, reload } = usePageData((signal) => api.expertInfos.statusChanges(expertId, { signal }), [expertId, version]);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        状態の履歴
      </Title>
      {error ? <LoadError what="状態の履歴" error={error} onRetry={reload} /> : null}
      {!data && !error && <LoadingState label="状態の履歴を読み込み中" />}
      {data && data.length === 0 && <Text>状態の変更はまだありません。</Text>}
      {data && data.length > 0 && (
        <List listStyleType="none" spacing="md" aria-labelledby={TITLE_ID}>
          {data.map((change) => (
            <List.Item key={change.id}>
              <Text fw={700}>
                <DateText value={change.created_at} withTime />
              </Text>
              <Text>{changeText(change)}</Text>
              {change.reason && <Text style={{ whiteSpace: 'pre-wrap' }}>理由: {change.reason}</Text>}
              {change.changed_by && <Text size="sm">操作した管理者: {change.changed_by.nickname ?? `ユーザーID ${change.changed_by.id}`}</Text>}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
