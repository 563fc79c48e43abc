import { EmptyState, PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function ExpertDetailPage() {
  usePageTrail('専門家の詳細', [ADMIN_CRUMB, { text: '専門家', to: pagePath('admin-experts') }], '詳細');
  return (
    <Stack gap="lg">
      <PageHeader title="専門家の詳細" lead="専門家の登録内容を確かめ、審査の状態を変える画面です。" />
      <EmptyState
        message="まだ専門家の詳細を表示できません。専門家の詳細と状態の変更は、専門家機能の公開と同時にこの画面でできるようになります。"
        action={{ to: pagePath('admin-experts'), label: '専門家の管理へ戻る' }}
      />
    </Stack>
  );
}
