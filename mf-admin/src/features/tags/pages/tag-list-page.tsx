import { api } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { statusColumn, titleColumn, updatedColumn } from '../../../shared/components/publishable-columns';
import { PublishableList } from '../../../shared/components/publishable-list';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function TagListPage() {
  usePageTrail('タグの管理', [ADMIN_CRUMB], 'タグ');
  return (
    <Stack gap="lg">
      <PageHeader title="タグの管理" lead="質問とコラムに付けるタグです。「公開」のタグだけがサイトに表示されます。" />
      <PublishableList
        noun="タグ"
        basePath={pagePath('admin-tags')}
        list={api.tags.list}
        remove={api.tags.remove}
        columns={[titleColumn, statusColumn, updatedColumn]}
        minWidth={560}
      />
    </Stack>
  );
}
