import { request, requestData, type CallOptions } from '../client';
import type { ColumnFavoriteState, ColumnPageQuery, ColumnSummary, Paged } from '@hiroba/contract/types';

/** The signed-in member's favorite columns, most recently added first. */
export const myFavoriteColumns = (query: ColumnPageQuery = {}, options?: CallOptions): Promise<Paged<ColumnSummary>> =>
  request('get', 'api/v1/column_favorites/my_favorite_columns', { searchParams: { ...query }, ...options });

/** Adding a favorite twice keeps one. */
export const create = (columnId: number): Promise<ColumnFavoriteState> => requestData('post', 'api/v1/column_favorites', { json: { column_id: columnId } });

/** Removes the caller's favorite of a column (nothing happens when there is none). */
export const deleteFavoriteByUserIdAndColumnId = (columnId: number): Promise<ColumnFavoriteState> =>
  requestData('delete', 'api/v1/column_favorites/delete_favorite_by_user_id_and_column_id', { searchParams: { column_id: columnId } });
