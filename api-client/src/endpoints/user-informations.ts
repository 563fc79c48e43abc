import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { One, UserInformation, UserInformationBody } from '@hiroba/contract/types';

export async function create(body: UserInformationBody): Promise<UserInformation> {
  const answer = await request<One<UserInformation>>('post', 'api/v1/user_informations', { json: body });
  return answer.data;
}

export async function update(id: number, body: UserInformationBody): Promise<UserInformation> {
  const answer = await request<One<UserInformation>>('patch', path('api/v1/user_informations/{id}', { id }), {
    json: body,
  });
  return answer.data;
}

export async function showWithUserId(userId: number, options?: CallOptions): Promise<UserInformation> {
  const answer = await request<One<UserInformation>>('get', 'api/v1/user_informations/show_with_user_id', {
    searchParams: { user_id: userId },
    ...options,
  });
  return answer.data;
}
