import { PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { TagForm } from '../components/tag-form';

export default function TagNewPage() {
  usePageTitle('タグの追加');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: 'タグ', to: pagePath('admin-tags') }, { text: '追加' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="タグの追加" lead="新しいタグの名前と状態を決めて、「タグを作成する」を押してください。" />
      <TagForm />
    </Stack>
  );
}
