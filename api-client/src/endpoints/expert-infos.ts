import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { ExpertInfo, ExpertInfoBody, ExpertInfoListQuery, Paged } from '@hiroba/contract/types';

/** Approved experts (admins may filter by status). */
export const list = (query: ExpertInfoListQuery = {}, options?: CallOptions): Promise<Paged<ExpertInfo>> =>
  request('get', 'api/v1/expert_infos', { searchParams: { ...query }, ...options });

/** Public when approved; otherwise only the expert themself or an admin (others get 404). */
export const get = (id: number, options?: CallOptions): Promise<ExpertInfo> =>
  requestData('get', path('api/v1/expert_infos/{id}', { id }), options);

/** The expert themself or an admin; only an admin may change status. */
export const update = (id: number, body: ExpertInfoBody): Promise<ExpertInfo> =>
  requestData('put', path('api/v1/expert_infos/{id}', { id }), { json: body });

/** The expert record of a user (same visibility as get). */
export const showWithUserId = (userId: number, options?: CallOptions): Promise<ExpertInfo> =>
  requestData('get', 'api/v1/expert_infos/show_with_user_id', { searchParams: { user_id: userId }, ...options });
