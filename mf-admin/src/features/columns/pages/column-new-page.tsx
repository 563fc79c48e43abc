import { EmptyState, PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';

export default function ColumnNewPage() {
  usePageTitle('コラムを書く');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: 'コラム', to: pagePath('admin-columns', {}, { status: 'all' }) }, { text: '新しいコラム' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="コラムを書く" lead="タイトル、本文、カテゴリー、タグを入れて、新しいコラムを作る画面です。" />
      <EmptyState
        message="コラムはまだ書けません。コラムを書く入力欄は、コラム機能の公開と同時にこの画面に用意されます。"
        action={{ to: pagePath('admin-columns', {}, { status: 'all' }), label: 'コラムの管理へ戻る' }}
      />
    </Stack>
  );
}
