import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ColumnForm } from '../components/column-form';
import { ChoicesLoader } from '../components/choices-loader';

export default function ColumnNewPage() {
  usePageTrail('コラムを書く', [ADMIN_CRUMB, { text: 'コラム', to: pagePath('admin-columns', {}, { status: 'all' }) }], '新しいコラム');
  return (
    <Stack gap="lg">
      <PageHeader title="コラムを書く" lead="タイトル、リード文、本文、カテゴリー、タグを入れて、下書き・公開・公開予約のどれかで保存します。" />
      <ChoicesLoader>{(choices) => <ColumnForm {...choices} />}</ChoicesLoader>
    </Stack>
  );
}
