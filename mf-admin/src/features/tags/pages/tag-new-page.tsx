import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { TagForm } from '../components/tag-form';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function TagNewPage() {
  usePageTrail('タグの追加', [ADMIN_CRUMB, { text: 'タグ', to: pagePath('admin-tags') }], '追加');
  return (
    <Stack gap="lg">
      <PageHeader title="タグの追加" lead="新しいタグの名前と状態を決めて、「タグを作成する」を押してください。" />
      <TagForm />
    </Stack>
  );
}
