import type { ColumnSummary } from '@hiroba/api-client';
import { PagedList, type PagedListProps } from '../lists/paged-list';
import { ColumnList } from './column-list';

/** Columns per page on every public list. */
export const COLUMNS_PER_PAGE = 10;

/** A filtered column list read from ?page=, with its pager, empty state and retry: the page's own list. */
export function PagedColumns(props: Omit<PagedListProps<ColumnSummary>, 'noun' | 'render'>) {
  return <PagedList {...props} noun="コラム" render={(columns) => <ColumnList columns={columns} leading />} />;
}
