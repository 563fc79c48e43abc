import { EmptyState, PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';

export default function ExpertNewPage() {
  usePageTitle('専門家の登録');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: '専門家', to: pagePath('admin-experts') }, { text: '登録' }]);
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
