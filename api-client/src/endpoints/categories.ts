import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { Category, CategoryBody, One, Paged, StatusListQuery } from '@hiroba/contract/types';

/** The footer asks `{ status: 'published', per: 'all' }`. */
export async function list(query: StatusListQuery = {}, options?: CallOptions): Promise<Paged<Category>> {
  return request<Paged<Category>>('get', 'api/v1/categories', { searchParams: { ...query }, ...options });
}

export async function get(id: number, options?: CallOptions): Promise<Category> {
  const answer = await request<One<Category>>('get', path('api/v1/categories/{id}', { id }), options);
  return answer.data;
}

/** For /column/{category}: the URL carries the category's title. */
export async function showByTitle(title: string, options?: CallOptions): Promise<Category> {
  const answer = await request<One<Category>>('get', 'api/v1/categories/show_by_title', {
    searchParams: { title },
    ...options,
  });
  return answer.data;
}

export async function create(body: CategoryBody): Promise<Category> {
  const answer = await request<One<Category>>('post', 'api/v1/categories', { json: body });
  return answer.data;
}

export async function update(id: number, body: Partial<CategoryBody>): Promise<Category> {
  const answer = await request<One<Category>>('patch', path('api/v1/categories/{id}', { id }), { json: body });
  return answer.data;
}

export async function remove(id: number): Promise<void> {
  await request('delete', path('api/v1/categories/{id}', { id }));
}
