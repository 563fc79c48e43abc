import { request, requestData } from '../client';
import type { SignInBody, SignInResult } from '@hiroba/contract/types';

export const signIn = (body: SignInBody): Promise<SignInResult> => requestData('post', 'api/v1/auth/sign_in', { json: body });

/** Revokes the current token on the server. */
export const signOut = (): Promise<void> => request('delete', 'api/v1/auth/sign_out');
