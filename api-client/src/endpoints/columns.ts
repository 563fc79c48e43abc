import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type {
  Column,
  ColumnBody,
  ColumnImage,
  ColumnListQuery,
  ColumnPageQuery,
  ColumnsByCategoryQuery,
  ColumnSummary,
  ColumnUpdateBody,
  Paged,
} from '@hiroba/contract/types';

/** Published columns, newest first; filters: category (id or title), tag (title), keyword, related_to. Admins may ask a status. */
export const list = (query: ColumnListQuery = {}, options?: CallOptions): Promise<Paged<ColumnSummary>> =>
  request('get', 'api/v1/columns', { searchParams: { ...query }, ...options });

/** A column with its body and contents; reading a published one counts a view. Rejects 404 when not published (unless an admin asks). */
export const get = (id: number, options?: CallOptions): Promise<Column> => requestData('get', path('api/v1/columns/{id}', { id }), options);

/** Admins: draft, publish now, or schedule (published_at in the future). */
export const create = (body: ColumnBody): Promise<Column> => requestData('post', 'api/v1/columns', { json: body });

/** Admins; status 'draft' unpublishes. */
export const update = (id: number, body: ColumnUpdateBody): Promise<Column> => requestData('patch', path('api/v1/columns/{id}', { id }), { json: body });

/** Admins (recorded in the audit log). */
export const remove = (id: number): Promise<void> => request('delete', path('api/v1/columns/{id}', { id }));

/** Admins: a picture (data: URL) for the eye-catch or the body; answers where it is served. */
export const uploadImage = (imageData: string): Promise<ColumnImage> => requestData('post', 'api/v1/columns/images', { json: { image_data: imageData } });

/** One category's published columns, newest first. */
export const columnByCategory = (query: ColumnsByCategoryQuery, options?: CallOptions): Promise<Paged<ColumnSummary>> =>
  request('get', 'api/v1/columns/column_by_category', { searchParams: { ...query }, ...options });

/** Ranked by favorites and views, newer columns first among equals. */
export const popularColumns = (query: ColumnPageQuery = {}, options?: CallOptions): Promise<Paged<ColumnSummary>> =>
  request('get', 'api/v1/columns/popular_columns', { searchParams: { ...query }, ...options });
