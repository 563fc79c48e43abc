import { api } from '@hiroba/api-client';
import { PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { CategoryForm } from '../components/category-form';

export default function CategoryEditPage() {
  usePageTitle('カテゴリーの編集');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: 'カテゴリー', to: pagePath('admin-categories') }, { text: '編集' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="カテゴリーの編集" lead="内容を直して、「変更を保存する」を押してください。" />
      <RecordLoader noun="カテゴリー" get={api.categories.get} listPath={pagePath('admin-categories')}>
        {(category) => <CategoryForm key={category.id} category={category} />}
      </RecordLoader>
    </Stack>
  );
}
