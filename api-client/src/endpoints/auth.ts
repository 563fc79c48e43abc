import { request } from '../client';
import type { One, SignInBody, SignInResult } from '@hiroba/contract/types';

export async function signIn(body: SignInBody): Promise<SignInResult> {
  const answer = await request<One<SignInResult>>('post', 'api/v1/auth/sign_in', { json: body });
  return answer.data;
}

/** Revokes the current token on the server. */
export async function signOut(): Promise<void> {
  await request('delete', 'api/v1/auth/sign_out');
}
