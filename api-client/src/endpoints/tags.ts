import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { One, Paged, StatusListQuery, Tag, TagBody } from '@hiroba/contract/types';

/** The footer asks `{ status: 'published', per: 'all' }`. */
export async function list(query: StatusListQuery = {}, options?: CallOptions): Promise<Paged<Tag>> {
  return request<Paged<Tag>>('get', 'api/v1/tags', { searchParams: { ...query }, ...options });
}

export async function get(id: number, options?: CallOptions): Promise<Tag> {
  const answer = await request<One<Tag>>('get', path('api/v1/tags/{id}', { id }), options);
  return answer.data;
}

export async function create(body: TagBody): Promise<Tag> {
  const answer = await request<One<Tag>>('post', 'api/v1/tags', { json: body });
  return answer.data;
}

export async function update(id: number, body: Partial<TagBody>): Promise<Tag> {
  const answer = await request<One<Tag>>('patch', path('api/v1/tags/{id}', { id }), { json: body });
  return answer.data;
}

export async function remove(id: number): Promise<void> {
  await request('delete', path('api/v1/tags/{id}', { id }));
}
