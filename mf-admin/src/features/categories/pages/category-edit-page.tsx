import { api } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { CategoryForm } from '../components/category-form';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function CategoryEditPage() {
  usePageTrail('カテゴリーの編集', [ADMIN_CRUMB, { text: 'カテゴリー', to: pagePath('admin-categories') }], '編集');
  return (
    <Stack gap="lg">
      <PageHeader title="カテゴリーの編集" lead="内容を直して、「変更を保存する」を押してください。" />
      <RecordLoader noun="カテゴリー" get={api.categories.get} listPath={pagePath('admin-categories')}>
        {(category) => <CategoryForm key={category.id} category={category} />}
      </RecordLoader>
    </Stack>
  );
}
