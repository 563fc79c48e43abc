// Password recovery: the code arrives by mail (a job writes it to DATA_DIR/outbox), works once, for 10
// minutes, and 5 wrong tries burn it. Neither call reveals whether an e-mail is registered.
import { codeFromMail, waitForMail } from './helpers/outbox';
import { call, DEMO, DEMO_PASSWORD, expectFieldErrors, signIn, tokenFor, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
const getCode = (email: string) => call(t.app, 'PUT', '/api/v1/users/get_code', { payload: { email } });
const reset = (payload: Record<string, unknown>) => call(t.app, 'PUT', '/api/v1/users/reset_password', { payload });
const BAD_CODE = '確認コードが正しくないか、有効期限が切れています。もう一度確認コードを受け取ってください。';

async function mailedCode(email: string): Promise<string> {
  expect((await getCode(email)).statusCode).toBe(200);
  return codeFromMail((await waitForMail(t.app)).filter((m) => m.to === email).pop());
}

test('get_code answers the same for a registered and an unknown e-mail, and mails only the registered one', async () => {
  const known = await getCode(DEMO.free);
  const unknown = await getCode('nobody@example.jp');
  expect(known.statusCode).toBe(200);
  expect(unknown.json()).toEqual(known.json());
  const mails = await waitForMail(t.app);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: DEMO.free, subject: expect.stringContaining('確認コード') });
  expect(mails[0].text).toMatch(/有効期限は10分間/);
  expect(mails[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test('the code is stored hashed, never in clear', async () => {
  const code = await mailedCode(DEMO.free);
  const rows = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM password_reset_codes');
  expect(rows).toHaveLength(1);
  expect(rows[0].code_hash).not.toContain(code);
});

test('reset with the mailed code: new password works, old sessions end, code is single-use', async () => {
  const oldToken = await tokenFor(t.app, DEMO.free);
  const code = await mailedCode(DEMO.free);
  const res = await reset({ email: DEMO.free, code, password: 'brand-new-pass-1' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.message).toMatch(/パスワードを変更しました/);
  expect(await signIn(t.app, DEMO.free, 'brand-new-pass-1')).toBeTruthy();
  expect((await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: oldToken })).statusCode).toBe(401);
  const again = await reset({ email: DEMO.free, code, password: 'third-pass-123' });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ errors: [{ field: 'code', message: BAD_CODE }], request_id: expect.any(String) });
});

test('five wrong tries burn the code', async () => {
  const code = await mailedCode(DEMO.free);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) expect((await reset({ email: DEMO.free, code: wrong, password: 'brand-new-pass-1' })).statusCode).toBe(400);
  expect((await reset({ email: DEMO.free, code, password: 'brand-new-pass-1' })).statusCode).toBe(400);
});

test('an expired code does not work', async () => {
  const code = await mailedCode(DEMO.free);
  await t.db.query("UPDATE password_reset_codes SET expires_at = now() - interval '1 second'");
  expect((await reset({ email: DEMO.free, code, password: 'brand-new-pass-1' })).statusCode).toBe(400);
});

test('a new code replaces the older one', async () => {
  const first = await mailedCode(DEMO.free);
  const second = await mailedCode(DEMO.free);
  if (first !== second) expect((await reset({ email: DEMO.free, code: first, password: 'brand-new-pass-1' })).statusCode).toBe(400);
  expect((await reset({ email: DEMO.free, code: second, password: 'brand-new-pass-1' })).statusCode).toBe(200);
});

test('a code of another person, or for an unknown e-mail, gets the same 400', async () => {
  const code = await mailedCode(DEMO.free);
  expect((await reset({ email: DEMO.paid, code, password: 'brand-new-pass-1' })).json()).toEqual({ errors: [{ field: 'code', message: BAD_CODE }], request_id: expect.any(String) });
  expect((await reset({ email: 'nobody@example.jp', code, password: 'brand-new-pass-1' })).json()).toEqual({ errors: [{ field: 'code', message: BAD_CODE }], request_id: expect.any(String) });
});

test('validation: code is six digits, password rules apply, fields are named', async () => {
  const res = await reset({ email: DEMO.free, code: '12ab', password: '123' });
  expectFieldErrors(res, [
    { field: 'code', message: '確認コードは6桁の数字で入力してください。' },
    { field: 'password', message: 'パスワードは8文字以上で入力してください。' },
  ]);
});

test('withdrawn accounts get no code', async () => {
  const id = await userIdOf(t.db, DEMO.free);
  await call(t.app, 'DELETE', `/api/v1/users/${id}`, { token: await tokenFor(t.app, DEMO.free) });
  expect((await getCode(DEMO.free)).statusCode).toBe(200);
  expect(await waitForMail(t.app)).toHaveLength(0);
});

test('get_code is rate limited per e-mail and per IP', async () => {
  for (let i = 0; i < 5; i++) expect((await getCode('nobody@example.jp')).statusCode).toBe(200);
  const limited = await getCode('nobody@example.jp');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().errors[0].message).toMatch(/しばらく待って/);
  for (let i = 0; i < 14; i++) expect((await getCode(`other${i}@example.jp`)).statusCode).toBe(200);
  expect((await getCode('one-more@example.jp')).statusCode).toBe(429);
});

test('reset_password is rate limited per e-mail', async () => {
  for (let i = 0; i < 10; i++) await reset({ email: DEMO.paid, code: '123456', password: 'brand-new-pass-1' });
  expect((await reset({ email: DEMO.paid, code: '123456', password: 'brand-new-pass-1' })).statusCode).toBe(429);
});
