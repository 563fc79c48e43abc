import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { PublicProfile, UserInformation, UserInformationBody } from '@hiroba/contract/types';

export const create = (body: UserInformationBody): Promise<UserInformation> =>
  requestData('post', 'api/v1/user_informations', { json: body });

export const update = (id: number, body: UserInformationBody): Promise<UserInformation> =>
  requestData('patch', path('api/v1/user_informations/{id}', { id }), { json: body });

/** A live member's public profile (with their approved expert record); rejects 404 for a withdrawn or unknown member. */
export const showWithUserId = (userId: number, options?: CallOptions): Promise<PublicProfile> =>
  requestData('get', 'api/v1/user_informations/show_with_user_id', { searchParams: { user_id: userId }, ...options });
