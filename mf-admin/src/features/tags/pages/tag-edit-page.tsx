import { api } from '@hiroba/api-client';
import { PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { TagForm } from '../components/tag-form';

export default function TagEditPage() {
  usePageTitle('タグの編集');
  useBreadcrumbs([{ text: '管理画面', to: pagePath('admin-dashboard') }, { text: 'タグ', to: pagePath('admin-tags') }, { text: '編集' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="タグの編集" lead="タイトルや状態を直して、「変更を保存する」を押してください。" />
      <RecordLoader noun="タグ" get={api.tags.get} listPath={pagePath('admin-tags')}>
        {(tag) => <TagForm key={tag.id} tag={tag} />}
      </RecordLoader>
    </Stack>
  );
}
