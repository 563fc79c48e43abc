import type { CallOptions, Paged, PublishStatus, StatusListQuery } from '@hiroba/api-client';
import { ButtonLink, EmptyState, Group, LoadingState, Stack, confirmAndRemove, usePageData, LoadError } from '@hiroba/shared-ui';
import { ADMIN_PAGE_SIZE } from '../lib/admin-constants';
import { statusFrom, useListParams } from '../lib/list-params';
import { AdminTable, type AdminColumn } from './admin-table';
import { ListPager } from './list-pager';
import { StatusFilter } from './status-filter';

interface Record {
  id: number;
  title: string;
  status: PublishStatus;
}

interface Props<T extends Record> {
  /** What the records are called, e.g. タグ. */
  noun: string;
  /** The section's path, e.g. /admin/tags (new: …/new, edit: …/edit/:id). */
  basePath: string;
  list: (query: StatusListQuery, options?: CallOptions) => Promise<Paged<T>>;
  remove: (id: number) => Promise<void>;
  columns: AdminColumn<T>[];
  minWidth: number;
}

/**
 * The list of a section managed whole (tags, categories): status filter, add button, table with
 * edit and delete, pagination. Page and filter live in the URL.
 */
export function PublishableList<T extends Record>({ noun, basePath, list, remove, columns, minWidth }: Props<T>) {
  const { params, page, setFilters, setPage } = useListParams();
  const status = statusFrom(params.get('status'));
  const { data, error, loading, reload } = usePageData(
    (signal) => list({ page, per: ADMIN_PAGE_SIZE, status }, { signal }),
    [page, status],
  );

  const removeRow = async (row: T) => {
    if (!(await confirmAndRemove(`${noun}「${row.title}」`, () => remove(row.id)))) return;
    // The last row of a later page is gone: show the page before it instead of an empty one.
    if (data && data.data.length === 1 && page > 1) setPage(page - 1);
    else reload();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <StatusFilter value={status} onChange={(next) => setFilters({ status: next })} />
        <ButtonLink to={`${basePath}/new`}>{noun}を追加する</ButtonLink>
      </Group>
      {error ? <LoadError what={noun} error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && (
        <EmptyState
          message={status ? `この状態の${noun}はありません。` : `まだ${noun}がありません。「${noun}を追加する」から作れます。`}
        />
      )}
      {data && data.data.length > 0 && (
        <>
          <AdminTable
            caption={`${noun}の一覧`}
            columns={columns}
            rows={data.data}
            editPath={(row) => `${basePath}/edit/${row.id}`}
            onDelete={(row) => void removeRow(row)}
            minWidth={minWidth}
          />
          <ListPager meta={data.meta} />
        </>
      )}
    </Stack>
  );
}
