// 審査: the status now, the last decision with its reason, and the decisions the server allows
// (next_statuses). Nothing is offered for a person who has withdrawn (the server refuses it).
import type { ExpertInfo } from '@hiroba/api-client';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { DateText, Group, Paper, Stack, Text, Title } from '@hiroba/shared-ui';
import { ExpertStatusBadge } from '../../../shared/components/expert-status-badge';
import { ExpertDecisionButton } from './expert-decision-button';
import { FactsList, type Fact } from '../../../shared/components/facts-list';

const TITLE_ID = 'admin-expert-review-title';

function noDecisionText(expert: ExpertInfo): string {
  if (expert.user_id === null) return 'この方は退会しているため、状態は変えられません。';
  if (expert.status === 'rejected') return '非承認の方は、ご本人が内容を直して申し込み直すと、審査中に戻ります。';
  return 'この状態から変えられる操作はありません。';
}

export function ExpertReviewPanel({ expert, onDecided }: { expert: ExpertInfo; onDecided(expert: ExpertInfo): void }) {
  const { review } = expert;
  const rows: Fact[] = [
    ['今の状態', <ExpertStatusBadge key="status" status={expert.status} />],
    [
      '最後の判断',
      review ? (
        <span key="review">
          {EXPERT_STATUS_LABELS[review.status]}（<DateText value={review.decided_at} withTime />）
        </span>
      ) : (
        'まだ判断していません'
      ),
    ],
  ];
  if (review) rows.push(['判断の理由', review.reason ? <span style={{ whiteSpace: 'pre-wrap' }}>{review.reason}</span> : '（理由は書かれていません）']);
  const next = expert.user_id === null ? [] : (expert.next_statuses ?? []);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h3" id={TITLE_ID}>
          審査
        </Title>
        <FactsList facts={rows} />
        {next.length > 0 ? (
          <>
            <Text size="sm">決めた結果と理由は、ご本人にメールでお知らせします。</Text>
            <Group gap="sm">
              {next.map((status) => (
                <ExpertDecisionButton key={status} expert={expert} status={status} onDecided={onDecided} />
              ))}
            </Group>
          </>
        ) : (
          <Text>{noDecisionText(expert)}</Text>
        )}
      </Stack>
    </Paper>
  );
}
