import { EmptyState, PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function ExpertListPage() {
  usePageTrail('専門家の管理', [ADMIN_CRUMB], '専門家');
  return (
    <Stack gap="lg">
      <PageHeader
        title="専門家の管理"
        lead="専門家の一覧と、申し込み（審査中・承認済み・非承認・停止中）の状態を確かめます。"
      />
      <EmptyState
        message="まだ専門家の一覧を表示できません。専門家の一覧・登録・審査は、専門家機能の公開と同時にこの画面で使えるようになります。"
        action={{ to: pagePath('admin-users', {}, { role: 'expert' }), label: '専門家の役割を持つユーザーを見る' }}
      />
    </Stack>
  );
}
