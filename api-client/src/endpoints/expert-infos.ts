import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { ExpertInfo, ExpertInfoBody, ExpertInfoListQuery, One, Paged } from '@hiroba/contract/types';

/** Approved experts (admins may filter by status). */
export async function list(query: ExpertInfoListQuery = {}, options?: CallOptions): Promise<Paged<ExpertInfo>> {
  return request<Paged<ExpertInfo>>('get', 'api/v1/expert_infos', { searchParams: { ...query }, ...options });
}

/** Public when approved; otherwise only the expert themself or an admin (others get 404). */
export async function get(id: number, options?: CallOptions): Promise<ExpertInfo> {
  const answer = await request<One<ExpertInfo>>('get', path('api/v1/expert_infos/{id}', { id }), options);
  return answer.data;
}

/** The expert themself or an admin; only an admin may change status. */
export async function update(id: number, body: ExpertInfoBody): Promise<ExpertInfo> {
  const answer = await request<One<ExpertInfo>>('put', path('api/v1/expert_infos/{id}', { id }), { json: body });
  return answer.data;
}

/** The expert record of a user (same visibility as get). */
export async function showWithUserId(userId: number, options?: CallOptions): Promise<ExpertInfo> {
  const answer = await request<One<ExpertInfo>>('get', 'api/v1/expert_infos/show_with_user_id', {
    searchParams: { user_id: userId },
    ...options,
  });
  return answer.data;
}
