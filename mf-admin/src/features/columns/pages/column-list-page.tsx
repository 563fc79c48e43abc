import { EmptyState, PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function ColumnListPage() {
  usePageTrail('コラムの管理', [ADMIN_CRUMB], 'コラム');
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
