import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { Category, CategoryBody, Paged, StatusListQuery } from '@hiroba/contract/types';

/** The footer asks `{ status: 'published', per: 'all' }`. */
export const list = (query: StatusListQuery = {}, options?: CallOptions): Promise<Paged<Category>> =>
  request('get', 'api/v1/categories', { searchParams: { ...query }, ...options });

export const get = (id: number, options?: CallOptions): Promise<Category> =>
  requestData('get', path('api/v1/categories/{id}', { id }), options);

/** For /column/{category}: the URL carries the category's title. */
export const showByTitle = (title: string, options?: CallOptions): Promise<Category> =>
  requestData('get', 'api/v1/categories/show_by_title', { searchParams: { title }, ...options });

export const create = (body: CategoryBody): Promise<Category> => requestData('post', 'api/v1/categories', { json: body });

export const update = (id: number, body: Partial<CategoryBody>): Promise<Category> =>
  requestData('patch', path('api/v1/categories/{id}', { id }), { json: body });

export const remove = (id: number): Promise<void> => request('delete', path('api/v1/categories/{id}', { id }));
