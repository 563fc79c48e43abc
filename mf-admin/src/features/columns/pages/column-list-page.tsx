import { api, useDataVersion, type ColumnSummary } from '@hiroba/api-client';
import { COLUMN_STATUSES } from '@hiroba/contract/fields';
import { ButtonLink, DateText, EmptyState, Group, LoadError, LoadingState, PageHeader, RouterAnchor, Stack, confirmAndRemove, pagePath, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { AdminTable, type AdminColumn } from '../../../shared/components/admin-table';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { oneOf, useListParams } from '../../../shared/lib/list-params';
import { ColumnSearchForm } from '../components/column-search-form';
import { ColumnStatusBadge } from '../components/column-status-badge';

const COLUMNS: AdminColumn<ColumnSummary>[] = [
  { header: 'タイトル', cell: (c) => c.title, names: true },
  { header: '状態', cell: (c) => <ColumnStatusBadge status={c.status} /> },
  { header: '公開日時', cell: (c) => (c.published_at ? <DateText value={c.published_at} withTime /> : '―') },
  { header: 'カテゴリー', cell: (c) => c.category?.title ?? '―' },
  { header: '閲覧', cell: (c) => c.view_counts.toLocaleString('ja-JP') },
  { header: 'お気に入り', cell: (c) => c.favorite_counts.toLocaleString('ja-JP') },
  {
    header: '読む',
    // A draft or a scheduled column opens as the admin's preview.
    cell: (c) => <RouterAnchor to={pagePath('column-detail', { id: c.id })}>{c.status === 'published' ? '記事を見る' : 'プレビュー'}</RouterAnchor>,
  },
];

/** /admin/columns: every column (?status=all as the navigation links it), filtered by status, category and keyword. */
export default function ColumnListPage() {
  usePageTrail('コラムの管理', [ADMIN_CRUMB], 'コラム');
  const { params, page, setFilters, setPage } = useListParams();
  const status = oneOf(params.get('status'), COLUMN_STATUSES);
  const category = params.get('category') ?? undefined;
  const keyword = params.get('keyword')?.trim() || undefined;
  const categories = usePageData((signal) => api.categories.list({ status: 'all', per: 'all' }, { signal }), []);
  const { data, error, loading, reload } = usePageData(
    (signal) => api.columns.list({ page, per: ADMIN_PAGE_SIZE, status: status ?? 'all', category: category ? Number(category) : undefined, keyword }, { signal }),
    [page, status, category, keyword, useDataVersion('columns')],
  );
  const filtered = Boolean(status || category || keyword);

  const removeRow = async (row: ColumnSummary) => {
    // The removal announces `columns`: the list loads again by itself (on the page before when it emptied this one).
    if (!(await confirmAndRemove(`コラム「${row.title}」`, () => api.columns.remove(row.id)))) return;
    if (data && data.data.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <Stack gap="lg">
      <PageHeader title="コラムの管理" lead="公開中・公開予約・下書きのコラムを、すべてここで確かめます。" />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ColumnSearchForm
          key={`${status ?? ''}|${category ?? ''}|${keyword ?? ''}`}
          status={status}
          category={category}
          keyword={keyword}
          categories={categories.data?.data ?? []}
          onSearch={(criteria) => setFilters({ status: criteria.status ?? 'all', category: criteria.category, keyword: criteria.keyword })}
        />
        <ButtonLink to={pagePath('admin-column-new')}>コラムを書く</ButtonLink>
      </Group>
      {error ? <LoadError what="コラム" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && (
        <EmptyState message={filtered ? '条件に合うコラムはありません。' : 'まだコラムがありません。「コラムを書く」から作れます。'} />
      )}
      {data && data.data.length > 0 && (
        <>
          <AdminTable
            caption="コラムの一覧"
            columns={COLUMNS}
            rows={data.data}
            editPath={(row) => pagePath('admin-column-edit', { id: row.id })}
            onDelete={(row) => void removeRow(row)}
            minWidth={960}
          />
          <ListPager meta={data.meta} />
        </>
      )}
    </Stack>
  );
}
