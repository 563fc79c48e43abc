import { EmptyState, PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function ColumnNewPage() {
  usePageTrail('コラムを書く', [ADMIN_CRUMB, { text: 'コラム', to: pagePath('admin-columns', {}, { status: 'all' }) }], '新しいコラム');
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
