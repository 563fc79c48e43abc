// 対応が必要なこと: each count the operator should act on, as a link to the page that handles it.
// The boxes are drawn at once with their numbers held, so nothing below them moves when they arrive.
import type { Dashboard } from '@hiroba/api-client';
import { ADMIN_ATTENTION } from '@hiroba/contract/fields';
import { HeldPlace, Paper, RouterAnchor, SimpleGrid, Text, pagePath } from '@hiroba/shared-ui';

export function AttentionList({ dashboard }: { dashboard?: Dashboard }) {
  const items = [
    {
      label: '審査を待っている専門家の申し込み',
      count: dashboard?.pending_expert_applications,
      unit: '件',
      to: pagePath('admin-experts', {}, { status: 'pending' }),
      action: '申し込みを審査する',
    },
    {
      label: `${ADMIN_ATTENTION.unansweredDays}日より前から回答のない質問`,
      count: dashboard?.stale_unanswered_questions,
      unit: '件',
      to: pagePath('question-type', { type: '未回答' }),
      action: '未回答の質問を見る',
    },
    {
      label: `この${ADMIN_ATTENTION.newMemberDays}日間に登録した会員`,
      count: dashboard?.new_members,
      unit: '人',
      to: pagePath('admin-users'),
      action: '新しい会員を見る',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" aria-busy={!dashboard} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Paper key={item.label} component="li" withBorder p="md" radius="md">
          <Text size="sm">{item.label}</Text>
          <Text size="xl" fw={700}>
            {item.count === undefined ? <HeldPlace>0{item.unit}</HeldPlace> : `${item.count.toLocaleString('ja-JP')}${item.unit}`}
          </Text>
          <RouterAnchor to={item.to}>{item.action}</RouterAnchor>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
