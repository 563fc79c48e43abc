// Sign-up as the spec has it: the created user, and the spec's exact error when the answer carries
// none (docs/product.md#validation).
import { ApiError } from './api-error';
import { api } from './calls';
import type { SignUpBody, User } from '@hiroba/contract/types';

export const SIGN_UP_NO_USER_MESSAGE = 'API return value is wrong';

export async function signUp(body: SignUpBody): Promise<User> {
  const answer = await api.users.signUp(body);
  const user = answer?.user;
  if (!user) throw new ApiError(502, [{ message: SIGN_UP_NO_USER_MESSAGE }]);
  return user;
}
