import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { CategoryForm } from '../components/category-form';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function CategoryNewPage() {
  usePageTrail('カテゴリーの追加', [ADMIN_CRUMB, { text: 'カテゴリー', to: pagePath('admin-categories') }], '追加');
  return (
    <Stack gap="lg">
      <PageHeader title="カテゴリーの追加" lead="新しいカテゴリーの内容を入力して、「カテゴリーを作成する」を押してください。" />
      <CategoryForm />
    </Stack>
  );
}
