import { ApiError } from '../api-error';
import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type {
  GetCodeBody,
  LoginCheckResult,
  One,
  Paged,
  PublicUser,
  ResetPasswordBody,
  SignUpBody,
  SuspendBody,
  User,
  UserActivity,
  UserListQuery,
  UsersMeta,
  UserUpdateBody,
} from '@hiroba/contract/types';

/** The exact error when sign-up answers without a user (docs/product.md#validation). */
export const SIGN_UP_NO_USER_MESSAGE = 'API return value is wrong';

export async function signUp(body: SignUpBody): Promise<User> {
  const answer = await request<One<{ user?: User }> | undefined>('post', 'api/v1/users', { json: body });
  const user = answer?.data?.user;
  if (!user) throw new ApiError(502, [{ message: SIGN_UP_NO_USER_MESSAGE }]);
  return user;
}

/** Checks the stored token; rejects with status 401 when it is missing, expired or revoked. */
export async function isLogin(options?: CallOptions): Promise<User> {
  const answer = await request<One<LoginCheckResult>>('get', 'api/v1/users/is_login', options);
  return answer.data.user;
}

/** Like isLogin, and rejects with 403 when the user is not an admin. */
export async function isAdminLogin(options?: CallOptions): Promise<User> {
  const answer = await request<One<LoginCheckResult>>('get', 'api/v1/users/is_admin_login', options);
  return answer.data.user;
}

/** Mails a 6-digit password-reset code; the answer is the same whether or not the e-mail exists. */
export const getCode = (body: GetCodeBody): Promise<void> => request('put', 'api/v1/users/get_code', { json: body });

export const resetPassword = (body: ResetPasswordBody): Promise<void> => request('put', 'api/v1/users/reset_password', { json: body });

/** The user themself and admins get the full User (with email); anyone else a PublicUser. */
export const get = (id: number, options?: CallOptions): Promise<PublicUser & Partial<User>> =>
  requestData('get', path('api/v1/users/{id}', { id }), options);

export const update = (id: number, body: UserUpdateBody): Promise<User> =>
  requestData('patch', path('api/v1/users/{id}', { id }), { json: body });

/** Withdrawal (退会) for the user themself; deletion for an admin. */
export const remove = (id: number): Promise<void> => request('delete', path('api/v1/users/{id}', { id }));

export const list = (query: UserListQuery = {}, options?: CallOptions): Promise<Paged<User>> =>
  request('get', 'api/v1/users', { searchParams: { ...query }, ...options });

export const meta = (options?: CallOptions): Promise<UsersMeta> => requestData('get', 'api/v1/users/meta', options);

/** Admins: what the person has done, the admin actions about them, and what may be done to the account. */
export const activity = (id: number, options?: CallOptions): Promise<UserActivity> =>
  requestData('get', path('api/v1/users/{id}/activity', { id }), options);

/** Admins: stops the account (it cannot sign in; every session ends). Answers the changed user. */
export const suspend = (id: number, body: SuspendBody): Promise<User> =>
  requestData('post', path('api/v1/users/{id}/suspend', { id }), { json: body });

/** Admins: lets a suspended account sign in again. Answers the changed user. */
export const restore = (id: number): Promise<User> => requestData('post', path('api/v1/users/{id}/restore', { id }));
