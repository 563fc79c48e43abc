// Sign-in, the JWT header, sign-out revocation, expiry, rate limits.
import { createSigner } from 'fast-jwt';
import { ADMIN, call, DEMO, DEMO_PASSWORD, expectFieldErrors, JWT_SECRET, signIn, signInDemo, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
const WRONG = 'メールアドレスまたはパスワードが正しくありません。';

test('sign-in answers the token and the user without secrets', async () => {
  const res = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  const { token, user } = res.json().data;
  expect(token.split('.')).toHaveLength(3);
  expect(user).toMatchObject({ email: DEMO.free, role: 'free_member', user_information: { nickname: 'ひまわり' } });
  expect(res.body).not.toContain('password');
  expect(res.body).not.toContain('scrypt');
});

test('the e-mail is matched without regard to case', async () => {
  const res = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: 'Demo-Free@Example.JP', password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
});

test('a wrong password and an unknown e-mail get the same answer', async () => {
  const wrong = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: 'not-the-password' } });
  const unknown = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: 'nobody@example.jp', password: 'not-the-password' } });
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ errors: [{ message: WRONG }], request_id: expect.any(String) });
  // The same but for each answer's own request id.
  expect({ ...unknown.json(), request_id: 'id' }).toEqual({ ...wrong.json(), request_id: 'id' });
});

test('sign-in validates its fields in Japanese', async () => {
  const res = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { password: 'x', remember: true } });
  expectFieldErrors(res, [
    { field: 'email', message: 'メールアドレスを入力してください。' },
    { field: 'remember', message: '「remember」は使えない項目です。' },
  ]);
});

test('the token works only with the JWT scheme', async () => {
  const token = await signInDemo(t.app, 'free');
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token })).statusCode).toBe(200);
  const bearer = await t.app.inject({ method: 'GET', url: '/api/v1/users/is_login', headers: { authorization: `Bearer ${token}` } });
  expect(bearer.statusCode).toBe(401);
  const tampered = `${token.slice(0, -2)}xx`;
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: tampered })).statusCode).toBe(401);
});

test('sign-out revokes exactly that token', async () => {
  const first = await signInDemo(t.app, 'free');
  const second = await signInDemo(t.app, 'free');
  const out = await call(t.app, 'DELETE', '/api/v1/auth/sign_out', { token: first });
  expect(out.statusCode).toBe(204);
  const after = await call(t.app, 'GET', '/api/v1/users/is_login', { token: first });
  expect(after.statusCode).toBe(401);
  expect(after.json().errors[0].message).toMatch(/もう一度ログイン/);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: second })).statusCode).toBe(200);
  expect((await call(t.app, 'DELETE', '/api/v1/auth/sign_out')).statusCode).toBe(401);
});

test('an expired token is refused, a token signed with another secret too', async () => {
  const id = await userIdOf(t.db, DEMO.free);
  const sign = (key: string, exp: number) =>
    createSigner({ key, algorithm: 'HS256' })({ sub: String(id), jti: `jti-${exp}`, ver: 0, iat: exp - 100, exp });
  const now = Math.floor(Date.now() / 1000);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: sign(JWT_SECRET, now + 60) })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: sign(JWT_SECRET, now - 1) })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: sign('another-secret-of-enough-length-0123456789', now + 60) })).statusCode).toBe(401);
});

test('tokens last seven days', async () => {
  const token = await signInDemo(t.app, 'free');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
  expect(typeof claims.jti).toBe('string');
});

test('a withdrawn member cannot sign in and their tokens stop working', async () => {
  const token = await signInDemo(t.app, 'free');
  const id = await userIdOf(t.db, DEMO.free);
  expect((await call(t.app, 'DELETE', `/api/v1/users/${id}`, { token })).statusCode).toBe(204);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token })).statusCode).toBe(401);
  const res = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(401);
});

test('sign-in is limited per e-mail and address: the 11th try in 15 minutes gets 429 in Japanese', async () => {
  for (let i = 0; i < 10; i++) {
    const res = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.paid, password: 'guess-' + i } });
    expect(res.statusCode).toBe(401);
  }
  const limited = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.paid, password: DEMO_PASSWORD } });
  expect(limited.statusCode).toBe(429);
  expect(limited.json().errors[0].message).toMatch(/しばらく待って/);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another person's account is not blocked by it.
  expect((await signIn(t.app, ADMIN.email, ADMIN.password)).length).toBeGreaterThan(0);
});

test('sign-in is limited per IP across e-mails', async () => {
  const from = (ip: string, n: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', remoteAddress: ip, payload: { email: `someone${n}@example.jp`, password: 'x' } });
  for (let i = 0; i < 50; i++) expect((await from('10.0.0.1', i)).statusCode).toBe(401);
  expect((await from('10.0.0.1', 99)).statusCode).toBe(429);
  expect((await from('10.0.0.2', 99)).statusCode).toBe(401);
});
