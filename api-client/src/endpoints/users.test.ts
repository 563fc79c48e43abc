import { ApiError } from '../api-error';
import { configureApi } from '../client';
import { aUser } from '../test-support/fixtures';
import { answer, answerError, answerWith } from '../test-support/http';
import type { SignUpBody } from '@hiroba/contract/types';
import { SIGN_UP_NO_USER_MESSAGE, isLogin, meta, signUp } from './users';

const body: SignUpBody = { email: 'new@example.jp', password: 'long-password-1', nickname: 'はなこ', agree_terms: true };

beforeEach(() => configureApi());

describe('users.signUp', () => {
  it('answers the created user', async () => {
    const user = aUser({ email: body.email });
    const { calls } = answer('post', 'users', { data: { user } }, { status: 201 });
    await expect(signUp(body)).resolves.toEqual(user);
    expect(calls[0].method).toBe('POST');
    expect(new URL(calls[0].url).pathname).toBe('/api/v1/users');
  });

  it.each([
    ['no user in data', { data: {} }],
    ['no data', { ok: true }],
    ['an empty answer', undefined],
  ])("fails with 'API return value is wrong' for %s", async (_, reply) => {
    answer('post', 'users', reply, { status: reply === undefined ? 204 : 201 });
    const error = await signUp(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(SIGN_UP_NO_USER_MESSAGE);
    expect(SIGN_UP_NO_USER_MESSAGE).toBe('API return value is wrong');
  });

  it('passes server validation errors through unchanged', async () => {
    answerError('post', 'users', 409, [{ field: 'email', message: 'このメールアドレスは登録済みです。' }]);
    const error = (await signUp(body).catch((e) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.fieldErrors()).toEqual({ email: 'このメールアドレスは登録済みです。' });
  });
});

describe('users read calls', () => {
  it('isLogin unwraps data.user and rejects with 401 when the token is dead', async () => {
    const user = aUser();
    answerWith('get', 'users/is_login', (n) =>
      n === 0 ? { body: { data: { user } } } : { status: 401, body: { errors: [{ message: 'ログインしてください。' }] } },
    );
    await expect(isLogin()).resolves.toEqual(user);
    await expect(isLogin()).rejects.toMatchObject({ status: 401, message: 'ログインしてください。' });
  });

  it('meta unwraps data', async () => {
    const counts = { total: 3, by_role: { free_member: 1, paid_member: 1, expert: 1, admin: 0 } };
    const { calls } = answer('get', 'users/meta', { data: counts });
    await expect(meta()).resolves.toEqual(counts);
    expect(new URL(calls[0].url).pathname).toBe('/api/v1/users/meta');
  });
});
