import { EmptyState, PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';

export default function ExpertListPage() {
  usePageTitle('専門家の管理');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: '専門家' }]);
  return (
    <Stack gap="lg">
      <PageHeader
        title="専門家の管理"
        lead="専門家の一覧と、申し込み（審査中・承認済み・却下・停止中）の状態を確かめます。"
      />
      <EmptyState
        message="まだ専門家の一覧を表示できません。専門家の一覧・登録・審査は、専門家機能の公開と同時にこの画面で使えるようになります。"
        action={{ to: pagePath('admin-users', {}, { role: 'expert' }), label: '専門家の役割を持つユーザーを見る' }}
      />
    </Stack>
  );
}
