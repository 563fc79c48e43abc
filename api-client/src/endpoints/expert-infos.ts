import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type {
  CreateUserExpertBody,
  ExpertApplicationBody,
  ExpertInfo,
  ExpertInfoBody,
  ExpertInfoListQuery,
  ExpertStatusChange,
  ExpertStatusChangeBody,
  ExpertStatusCounts,
  Paged,
  UpdateUserExpertBody,
  User,
} from '@hiroba/contract/types';

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

/** /become-an-expert: a member applies (again, after a rejection). */
export const apply = (body: ExpertApplicationBody): Promise<ExpertInfo> => requestData('post', 'api/v1/expert_infos', { json: body });

/** Admins: approve, reject or suspend, with the reason mailed to the person. */
export const changeStatus = (body: ExpertStatusChangeBody): Promise<ExpertInfo> =>
  requestData('post', 'api/v1/expert_infos/change_status', { json: body });

/** Admins: how many records have each status. */
export const counts = (options?: CallOptions): Promise<ExpertStatusCounts> => requestData('get', 'api/v1/expert_infos/counts', options);

/** Admins: every change of status of one record, newest first. */
export const statusChanges = (id: number, options?: CallOptions): Promise<ExpertStatusChange[]> =>
  requestData('get', path('api/v1/expert_infos/{id}/status_changes', { id }), options);

/** Admins: an approved expert account made directly; the person sets a password by the code flow. */
export const createUserExpert = (body: CreateUserExpertBody): Promise<User> => requestData('post', 'api/v1/users/create_user_expert', { json: body });

/** Admins: an expert's e-mail and record changed together. */
export const updateUserExpert = (body: UpdateUserExpertBody): Promise<User> => requestData('patch', 'api/v1/users/update_user_expert', { json: body });
