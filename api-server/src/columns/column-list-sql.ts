// Where each list of columns comes from (their rows under the alias `c`, the conditions and the
// order), as content/content-page-repository.ts reads a page of it: the lists of GET /api/v1/columns
// with their filters, the popular list, a category's and a member's favorites.
import { COLUMN_STATUSES, type ColumnStatus } from '@hiroba/contract';
import type { ContentSource } from '../content/content-page-repository';
import type { SearchTable } from '../search/search-sql';

/** Where a page of columns comes from. */
export type ColumnSource = ContentSource;

/** The public order: newest publication first (drafts, without a date, come first for admins). */
export const PUBLISHED_ORDER = 'c.published_at DESC, c.id DESC';
const HOT_ORDER = 'c.hot_score DESC, c.id DESC';
/** Published and not deleted: what visitors may read. */
export const PUBLIC = ["c.status = 'published'", 'c.deleted_at IS NULL'];

/** The filters of a list; a keyword is searched apart (search/), within the others. */
export interface ColumnFilters {
  /** Published unless given (only admins may ask another; the service checks). */
  status?: ColumnStatus | 'all';
  category?: number | string;
  tag?: string;
  related_to?: number;
}

/** The columns the filters let through (all but related_to): conditions under `c`, their values in `params`. */
function filtered(filters: Omit<ColumnFilters, 'related_to'>): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['c.deleted_at IS NULL'];
  const status = filters.status ?? 'published';
  // Written into the SQL (one of three fixed values, checked here) so the partial indexes on
  // published columns can serve the plan.
  if (status !== 'all') {
    if (!COLUMN_STATUSES.includes(status)) throw new Error(`unknown column status ${String(status)}`);
    where.push(`c.status = '${status}'`);
  }
  if (typeof filters.category === 'number') where.push(`c.category_id = $${params.push(filters.category)}`);
  else if (filters.category !== undefined) {
    where.push(`c.category_id = (SELECT cat.id FROM categories cat WHERE cat.title = $${params.push(filters.category.trim())})`);
  }
  if (filters.tag !== undefined) {
    where.push(`c.id IN (SELECT ct.column_id FROM column_tags ct JOIN tags t ON t.id = ct.tag_id
                          WHERE t.title = $${params.push(filters.tag.trim())} AND t.status = 'published')`);
  }
  return { where, params };
}

export function columnListSource(filters: ColumnFilters): ColumnSource {
  const { where, params } = filtered(filters);
  let orderBy = PUBLISHED_ORDER;
  if (filters.related_to !== undefined) {
    // Same category or a shared tag; the most shared tags first, then the newest.
    const other = `$${params.push(filters.related_to)}`;
    where.push(`c.id <> ${other}`);
    where.push(`(c.category_id = (SELECT o.category_id FROM columns o WHERE o.id = ${other})
                 OR c.id IN (SELECT ct.column_id FROM column_tags ct WHERE ct.tag_id IN (SELECT o.tag_id FROM column_tags o WHERE o.column_id = ${other})))`);
    orderBy = `(SELECT count(*) FROM column_tags a JOIN column_tags b ON b.tag_id = a.tag_id WHERE a.column_id = c.id AND b.column_id = ${other}) DESC, ${PUBLISHED_ORDER}`;
  }
  return { from: 'columns c', where, orderBy, params, prepare: params.length === 0 };
}

/** The columns a keyword is searched among (search/search-engine.ts), within the list's filters. */
export function columnSearchTable(filters: Omit<ColumnFilters, 'related_to'> = {}): SearchTable {
  return { table: 'columns c', alias: 'c', ...filtered(filters), date: 'c.published_at', standing: '0' };
}

export const POPULAR_COLUMNS: ColumnSource = { from: 'columns c', where: PUBLIC, orderBy: HOT_ORDER, params: [], prepare: true };

export const columnsInCategory = (categoryId: number): ColumnSource => ({
  from: 'columns c',
  where: [...PUBLIC, 'c.category_id = $1'],
  orderBy: PUBLISHED_ORDER,
  params: [categoryId],
  prepare: true,
});

/** A member's favorites among the published columns, the newest marked first. */
export const favoriteColumnsOf = (userId: number): ColumnSource => ({
  from: 'column_favorites fav JOIN columns c ON c.id = fav.column_id',
  where: ['fav.user_id = $1', ...PUBLIC],
  orderBy: 'fav.created_at DESC, fav.id DESC',
  params: [userId],
});
