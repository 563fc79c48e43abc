import { PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { CategoryForm } from '../components/category-form';

export default function CategoryNewPage() {
  usePageTitle('カテゴリーの追加');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: 'カテゴリー', to: pagePath('admin-categories') }, { text: '追加' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="カテゴリーの追加" lead="新しいカテゴリーの内容を入力して、「カテゴリーを作成する」を押してください。" />
      <CategoryForm />
    </Stack>
  );
}
