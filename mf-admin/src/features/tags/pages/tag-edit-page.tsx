import { api } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { TagForm } from '../components/tag-form';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function TagEditPage() {
  usePageTrail('タグの編集', [ADMIN_CRUMB, { text: 'タグ', to: pagePath('admin-tags') }], '編集');
  return (
    <Stack gap="lg">
      <PageHeader title="タグの編集" lead="タイトルや状態を直して、「変更を保存する」を押してください。" />
      <RecordLoader noun="タグ" get={api.tags.get} listPath={pagePath('admin-tags')}>
        {(tag) => <TagForm key={tag.id} tag={tag} />}
      </RecordLoader>
    </Stack>
  );
}
