import { api, type Category } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import type { AdminColumn } from '../../../shared/components/admin-table';
import { statusColumn, titleColumn, updatedColumn } from '../../../shared/components/publishable-columns';
import { PublishableList } from '../../../shared/components/publishable-list';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

const sortOrderColumn: AdminColumn<Category> = { header: '表示順', cell: (row) => row.sort_order };
const descriptionColumn: AdminColumn<Category> = { header: '説明', cell: (row) => row.description || '—' };

export default function CategoryListPage() {
  usePageTrail('カテゴリーの管理', [ADMIN_CRUMB], 'カテゴリー');
  return (
    <Stack gap="lg">
      <PageHeader
        title="カテゴリーの管理"
        lead="コラムを分ける分類です。「公開」のカテゴリーだけがサイトに表示され、表示順の小さいものから並びます。"
      />
      <PublishableList
        noun="カテゴリー"
        basePath={pagePath('admin-categories')}
        list={api.categories.list}
        remove={api.categories.remove}
        columns={[sortOrderColumn, titleColumn, descriptionColumn, statusColumn, updatedColumn]}
        minWidth={720}
      />
    </Stack>
  );
}
