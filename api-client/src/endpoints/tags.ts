import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { Paged, StatusListQuery, Tag, TagBody } from '@hiroba/contract/types';

/** The footer asks `{ status: 'published', per: 'all' }`. */
export const list = (query: StatusListQuery = {}, options?: CallOptions): Promise<Paged<Tag>> =>
  request('get', 'api/v1/tags', { searchParams: { ...query }, ...options });

export const get = (id: number, options?: CallOptions): Promise<Tag> => requestData('get', path('api/v1/tags/{id}', { id }), options);

export const create = (body: TagBody): Promise<Tag> => requestData('post', 'api/v1/tags', { json: body });

export const update = (id: number, body: Partial<TagBody>): Promise<Tag> =>
  requestData('patch', path('api/v1/tags/{id}', { id }), { json: body });

export const remove = (id: number): Promise<void> => request('delete', path('api/v1/tags/{id}', { id }));
