import { EmptyState, PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';

export default function ColumnListPage() {
  usePageTitle('コラムの管理');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: 'コラム' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="コラムの管理" lead="公開中と下書きのコラムを、すべてここで確かめます。" />
      <EmptyState
        message="まだコラムがありません。コラムの一覧・作成・編集は、コラム機能の公開と同時にこの画面で使えるようになります。"
        action={{ to: pagePath('admin-column-new'), label: 'コラムを書く' }}
      />
    </Stack>
  );
}
