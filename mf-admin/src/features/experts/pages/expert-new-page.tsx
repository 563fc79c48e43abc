import { EmptyState, PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function ExpertNewPage() {
  usePageTrail('専門家の登録', [ADMIN_CRUMB, { text: '専門家', to: pagePath('admin-experts') }], '登録');
  return (
    <Stack gap="lg">
      <PageHeader title="専門家の登録" lead="名前、肩書き、資格、紹介文を入れて、専門家を登録する画面です。" />
      <EmptyState
        message="専門家はまだ登録できません。専門家を登録する入力欄は、専門家機能の公開と同時にこの画面に用意されます。"
        action={{ to: pagePath('admin-experts'), label: '専門家の管理へ戻る' }}
      />
    </Stack>
  );
}
