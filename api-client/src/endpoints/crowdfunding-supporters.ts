import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { Paged, Supporter, SupporterBody, SupporterListQuery, SupporterUpdateBody } from '@hiroba/contract/types';

/** The public page asks `{ per: 'all' }` (published only); the admin's list adds `status: 'all'`. */
export const list = (query: SupporterListQuery = {}, options?: CallOptions): Promise<Paged<Supporter>> =>
  request('get', 'api/v1/crowdfunding_supporters', { searchParams: { ...query }, ...options });

export const get = (id: number, options?: CallOptions): Promise<Supporter> =>
  requestData('get', path('api/v1/crowdfunding_supporters/{id}', { id }), options);

export const create = (body: SupporterBody): Promise<Supporter> => requestData('post', 'api/v1/crowdfunding_supporters', { json: body });

/** `sort_order` moves the supporter to that place; `published` shows or hides them. */
export const update = (id: number, body: SupporterUpdateBody): Promise<Supporter> =>
  requestData('patch', path('api/v1/crowdfunding_supporters/{id}', { id }), { json: body });

export const remove = (id: number): Promise<void> => request('delete', path('api/v1/crowdfunding_supporters/{id}', { id }));
