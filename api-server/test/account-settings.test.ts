// The person's own account settings: a new password (with the current one) and a new e-mail address
// (with the current password, confirmed by a code mailed to the new address). Both end every other
// session and hand the caller a fresh token; both are the person's own and rate limited.
import { cleanResetCodes } from '../src/jobs/clean-reset-codes';
import { services } from './helpers/jobs';
import { codeFromMail, waitForMail } from './helpers/outbox';
import { ADMIN, call, DEMO, DEMO_PASSWORD, expectFieldErrors, signIn, tokenFor, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
const TAKEN = 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。';
const BAD_CODE = '確認コードが正しくないか、有効期限が切れています。もう一度「確認コードを送る」からやり直してください。';
const NEW_EMAIL = 'moved-free@example.jp';

const isLogin = async (token: string) => (await call(t.app, 'GET', '/api/v1/users/is_login', { token })).statusCode;

async function free() {
  return { id: await userIdOf(t.db, DEMO.free), token: await signIn(t.app, DEMO.free, DEMO_PASSWORD) };
}

const changePassword = (id: number, token: string, payload: Record<string, unknown>) => call(t.app, 'PUT', `/api/v1/users/${id}/password`, { token, payload });
const startEmailChange = (id: number, token: string, payload: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/v1/users/${id}/email_change`, { token, payload });
const confirmEmailChange = (id: number, token: string, code: string) =>
  call(t.app, 'PUT', `/api/v1/users/${id}/email_change/confirm`, { token, payload: { code } });

/** Starts a change to `email` and answers the code mailed there. */
async function mailedCode(id: number, token: string, email = NEW_EMAIL): Promise<string> {
  const res = await startEmailChange(id, token, { email, current_password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return codeFromMail((await waitForMail(t.app)).filter((m) => m.to === email).pop());
}

describe('password change', () => {
  test('ends every other session; the caller’s fresh token works, the new password signs in, a notice is mailed', async () => {
    const { id, token } = await free();
    const elsewhere = await signIn(t.app, DEMO.free, DEMO_PASSWORD);
    const res = await changePassword(id, token, { current_password: DEMO_PASSWORD, password: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(200);
    const { token: fresh, user } = res.json().data;
    expect(user).toMatchObject({ id, email: DEMO.free });
    expect(fresh).not.toBe(token);
    expect(await isLogin(fresh)).toBe(200);
    expect(await isLogin(token)).toBe(401);
    expect(await isLogin(elsewhere)).toBe(401);
    expect(await signIn(t.app, DEMO.free, 'brand-new-pass-1')).toBeTruthy();
    expect((await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    const notice = (await waitForMail(t.app)).filter((m) => m.to === DEMO.free);
    expect(notice.map((m) => m.subject)).toEqual(['【障害福祉Q&Aひろば】パスワードが変更されました']);
    // The fresh token goes on working for what the person does next.
    expect((await call(t.app, 'GET', `/api/v1/users/${id}`, { token: fresh })).statusCode).toBe(200);
  });

  test('a reset code asked for before the change no longer works', async () => {
    const { id, token } = await free();
    expect((await call(t.app, 'PUT', '/api/v1/users/get_code', { payload: { email: DEMO.free } })).statusCode).toBe(200);
    const code = codeFromMail((await waitForMail(t.app)).pop());
    expect((await changePassword(id, token, { current_password: DEMO_PASSWORD, password: 'brand-new-pass-1' })).statusCode).toBe(200);
    const reset = await call(t.app, 'PUT', '/api/v1/users/reset_password', { payload: { email: DEMO.free, code, password: 'third-pass-123' } });
    expect(reset.statusCode).toBe(400);
  });

  test('needs the right current password; the old password and sessions stay when it is wrong', async () => {
    const { id, token } = await free();
    const wrong = await changePassword(id, token, { current_password: 'not-my-pass-1', password: 'brand-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ field: 'current_password', message: '現在のパスワードが正しくありません。' }], request_id: expect.any(String) });
    expect(await isLogin(token)).toBe(200);
    expect(await signIn(t.app, DEMO.free, DEMO_PASSWORD)).toBeTruthy();
  });

  test.each([
    [{ current_password: undefined }, 'current_password', '現在のパスワードを入力してください。'],
    [{ current_password: '' }, 'current_password', '現在のパスワードを入力してください。'],
    [{ password: 'short1' }, 'password', 'パスワードは8文字以上で入力してください。'],
    [{ password: '1234567890' }, 'password', 'パスワードは数字だけにせず、英字や記号も入れてください。'],
    [{ password: undefined }, 'password', 'パスワードを入力してください。'],
    [{ role: 'admin' }, 'role', '「role」は使えない項目です。'],
  ])('%j → 400 on %s', async (change, field, message) => {
    const { id, token } = await free();
    expectFieldErrors(await changePassword(id, token, { current_password: DEMO_PASSWORD, password: 'brand-new-pass-1', ...change }), [{ field, message }]);
  });

  test('the same password as now is refused on the password field', async () => {
    const { id, token } = await free();
    const res = await changePassword(id, token, { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(res.json()).toEqual({ errors: [{ field: 'password', message: '新しいパスワードが、現在のパスワードと同じです。別のパスワードを入力してください。' }], request_id: expect.any(String) });
  });

  test('someone else’s account, an admin included, gets 403; a visitor 401', async () => {
    const { id } = await free();
    const payload = { current_password: ADMIN.password, password: 'brand-new-pass-1' };
    const admin = await changePassword(id, await tokenFor(t.app, ADMIN.email), payload);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().errors[0].message).toBe('アカウントの設定は、ご本人だけが変更できます。');
    expect((await changePassword(id, await tokenFor(t.app, DEMO.paid), payload)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', `/api/v1/users/${id}/password`, { payload })).statusCode).toBe(401);
  });

  test('guessing the current password is rate limited per person', async () => {
    const { id, token } = await free();
    for (let i = 0; i < 10; i++) expect((await changePassword(id, token, { current_password: `guess-${i}-pass`, password: 'brand-new-pass-1' })).statusCode).toBe(400);
    const limited = await changePassword(id, token, { current_password: DEMO_PASSWORD, password: 'brand-new-pass-1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await signIn(t.app, DEMO.free, DEMO_PASSWORD)).toBeTruthy();
  });

  test('PATCH /users/{id} no longer changes the person’s own password or e-mail', async () => {
    const { id, token } = await free();
    const password = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token, payload: { password: 'brand-new-pass-1' } });
    expect(password.statusCode).toBe(400);
    expect(password.json().errors[0].field).toBe('password');
    const email = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token, payload: { email: NEW_EMAIL } });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors[0]).toEqual({ field: 'email', message: expect.stringContaining('確認コード') });
    expect(await signIn(t.app, DEMO.free, DEMO_PASSWORD)).toBeTruthy();
  });
});

describe('e-mail change', () => {
  test('the code goes to the new address; the old address stays until it is confirmed', async () => {
    const { id, token } = await free();
    const res = await startEmailChange(id, token, { email: NEW_EMAIL, current_password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: expect.stringContaining(NEW_EMAIL), new_email: NEW_EMAIL, expires_at: expect.stringMatching(/^\d{4}-/) });
    const mails = await waitForMail(t.app);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[NEW_EMAIL, '【障害福祉Q&Aひろば】メールアドレス変更の確認コード']]);
    expect(mails[0].text).toMatch(/有効期限は10分間/);
    const code = codeFromMail(mails[0]);
    // Stored as a hash, never the code itself.
    const stored = await t.db.query<{ code_hash: string; new_email: string }>('SELECT code_hash, new_email FROM email_change_codes');
    expect(stored).toEqual([{ code_hash: expect.not.stringContaining(code), new_email: NEW_EMAIL }]);
    // Not yet changed: the old address signs in, the new one does not, and the session goes on.
    expect((await call(t.app, 'GET', `/api/v1/users/${id}`, { token })).json().data.email).toBe(DEMO.free);
    expect(await signIn(t.app, DEMO.free, DEMO_PASSWORD)).toBeTruthy();
    expect((await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: NEW_EMAIL, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    expect(await isLogin(token)).toBe(200);
  });

  test('confirming moves the account, ends every other session, answers a fresh token and tells the old address', async () => {
    const { id, token } = await free();
    const elsewhere = await signIn(t.app, DEMO.free, DEMO_PASSWORD);
    const code = await mailedCode(id, token);
    const res = await confirmEmailChange(id, token, code);
    expect(res.statusCode).toBe(200);
    const { token: fresh, user } = res.json().data;
    expect(user).toMatchObject({ id, email: NEW_EMAIL });
    expect(await isLogin(fresh)).toBe(200);
    expect(await isLogin(token)).toBe(401);
    expect(await isLogin(elsewhere)).toBe(401);
    expect(await signIn(t.app, NEW_EMAIL, DEMO_PASSWORD)).toBeTruthy();
    expect((await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    const notice = (await waitForMail(t.app)).filter((m) => m.to === DEMO.free);
    expect(notice.map((m) => m.subject)).toEqual(['【障害福祉Q&Aひろば】メールアドレスが変更されました']);
    // The notice does not tell the new address to whoever reads the old mailbox.
    expect(notice[0].text).not.toContain(NEW_EMAIL);
  });

  test('a wrong code is refused on the code field and counts; five wrong tries burn the code', async () => {
    const { id, token } = await free();
    const code = await mailedCode(id, token);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirmEmailChange(id, token, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ errors: [{ field: 'code', message: BAD_CODE }], request_id: expect.any(String) });
    for (let i = 0; i < 4; i++) expect((await confirmEmailChange(id, token, wrong)).statusCode).toBe(400);
    expect((await confirmEmailChange(id, token, code)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/v1/users/${id}`, { token })).json().data.email).toBe(DEMO.free);
  });

  test('an expired code does not work', async () => {
    const { id, token } = await free();
    const code = await mailedCode(id, token);
    await t.db.query("UPDATE email_change_codes SET expires_at = now() - interval '1 second'");
    expect((await confirmEmailChange(id, token, code)).json()).toEqual({ errors: [{ field: 'code', message: BAD_CODE }], request_id: expect.any(String) });
  });

  test('a used code does not work a second time', async () => {
    const { id, token } = await free();
    const code = await mailedCode(id, token);
    const done = await confirmEmailChange(id, token, code);
    expect(done.statusCode).toBe(200);
    const again = await confirmEmailChange(id, done.json().data.token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({ field: 'code', message: BAD_CODE });
  });

  test('a newer code replaces the older one, and goes to the newer address', async () => {
    const { id, token } = await free();
    const first = await mailedCode(id, token, 'first-choice@example.jp');
    const second = await mailedCode(id, token, 'second-choice@example.jp');
    if (first !== second) expect((await confirmEmailChange(id, token, first)).statusCode).toBe(400);
    const res = await confirmEmailChange(id, token, second);
    expect(res.json().data.user.email).toBe('second-choice@example.jp');
  });

  test('someone else’s code does not work on my account', async () => {
    const { id, token } = await free();
    const paidId = await userIdOf(t.db, DEMO.paid);
    const paidToken = await signIn(t.app, DEMO.paid, DEMO_PASSWORD);
    const theirs = await mailedCode(paidId, paidToken, 'paid-moved@example.jp');
    await mailedCode(id, token);
    const mine = await confirmEmailChange(id, token, theirs);
    // The two codes may be equal by chance (one in a million); then the change is simply mine.
    if (mine.statusCode !== 200) expect(mine.json().errors[0].field).toBe('code');
    expect((await call(t.app, 'GET', `/api/v1/users/${paidId}`, { token: paidToken })).json().data.email).toBe(DEMO.paid);
  });

  test('an address registered meanwhile is refused at the confirmation with 409 on the email field', async () => {
    const { id, token } = await free();
    const code = await mailedCode(id, token);
    const signUp = await call(t.app, 'POST', '/api/v1/users', { payload: { email: NEW_EMAIL, password: 'safe-pass-2026', nickname: '先に登録', agree_terms: true } });
    expect(signUp.statusCode).toBe(201);
    const res = await confirmEmailChange(id, token, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: [{ field: 'email', message: TAKEN }], request_id: expect.any(String) });
    expect(await isLogin(token)).toBe(200);
  });

  test('refuses a taken address (409), the same address (400), a wrong current password (400), and sends nothing then', async () => {
    const { id, token } = await free();
    const taken = await startEmailChange(id, token, { email: 'DEMO-PAID@example.jp', current_password: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ errors: [{ field: 'email', message: TAKEN }], request_id: expect.any(String) });
    const same = await startEmailChange(id, token, { email: 'Demo-Free@example.jp', current_password: DEMO_PASSWORD });
    expect(same.json()).toEqual({ errors: [{ field: 'email', message: 'いまのメールアドレスと同じです。新しいメールアドレスを入力してください。' }], request_id: expect.any(String) });
    const wrong = await startEmailChange(id, token, { email: NEW_EMAIL, current_password: 'not-my-pass-1' });
    expect(wrong.json()).toEqual({ errors: [{ field: 'current_password', message: '現在のパスワードが正しくありません。' }], request_id: expect.any(String) });
    expect(await waitForMail(t.app)).toEqual([]);
  });

  test.each([
    [{ email: 'not-an-address' }, 'email', 'メールアドレスの形式が正しくありません。'],
    [{ email: undefined }, 'email', 'メールアドレスを入力してください。'],
    [{ current_password: undefined }, 'current_password', '現在のパスワードを入力してください。'],
    [{ nickname: 'x' }, 'nickname', '「nickname」は使えない項目です。'],
  ])('%j → 400 on %s', async (change, field, message) => {
    const { id, token } = await free();
    expectFieldErrors(await startEmailChange(id, token, { email: NEW_EMAIL, current_password: DEMO_PASSWORD, ...change }), [{ field, message }]);
  });

  test('the code must be six digits', async () => {
    const { id, token } = await free();
    expectFieldErrors(await confirmEmailChange(id, token, '12ab'), [{ field: 'code', message: '確認コードは6桁の数字で入力してください。' }]);
  });

  test('someone else’s account, an admin included, gets 403 for both calls', async () => {
    const { id } = await free();
    const admin = await tokenFor(t.app, ADMIN.email);
    expect((await startEmailChange(id, admin, { email: NEW_EMAIL, current_password: ADMIN.password })).statusCode).toBe(403);
    expect((await confirmEmailChange(id, admin, '123456')).statusCode).toBe(403);
    expect(await waitForMail(t.app)).toEqual([]);
  });

  test('sending codes is rate limited per new address, as get_code, whoever asks', async () => {
    const senders = [DEMO.free, DEMO.free, DEMO.free, DEMO.paid, DEMO.paid];
    for (const email of senders) {
      const res = await startEmailChange(await userIdOf(t.db, email), await tokenFor(t.app, email), { email: NEW_EMAIL, current_password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
    // The expert has sent nothing yet: only the new address's count stops them.
    const expert = await startEmailChange(await userIdOf(t.db, DEMO.expert), await tokenFor(t.app, DEMO.expert), { email: NEW_EMAIL, current_password: DEMO_PASSWORD });
    expect(expert.statusCode).toBe(429);
    expect(expert.json().errors[0].message).toMatch(/しばらく待って/);
    expect(expert.headers['retry-after']).toBeDefined();
  });

  test('one person cannot send codes to many addresses without limit', async () => {
    const { id, token } = await free();
    for (let i = 0; i < 5; i++) expect((await startEmailChange(id, token, { email: `try-${i}@example.jp`, current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await startEmailChange(id, token, { email: 'try-5@example.jp', current_password: DEMO_PASSWORD })).statusCode).toBe(429);
    // Another person is not held back by it.
    const paidId = await userIdOf(t.db, DEMO.paid);
    expect((await startEmailChange(paidId, await tokenFor(t.app, DEMO.paid), { email: 'paid-new@example.jp', current_password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  test('guessing the code is rate limited per person', async () => {
    const { id, token } = await free();
    for (let i = 0; i < 10; i++) expect((await confirmEmailChange(id, token, '000000')).statusCode).toBe(400);
    expect((await confirmEmailChange(id, token, '000000')).statusCode).toBe(429);
  });
});

// Every other way an address changes ends the person's sessions too (users/user-repository.ts
// moveToEmail); a password reset does the same (password-reset.test.ts), an admin cannot set one.
describe('an admin changes someone’s e-mail', () => {
  test('PATCH /users/{id}: the person’s sessions end, the new address signs in, the old one is told; the same address in other letters keeps them', async () => {
    const { id, token } = await free();
    const admin = await tokenFor(t.app, ADMIN.email);
    const noticesTo = async (email: string) => (await waitForMail(t.app)).filter((m) => m.to.toLowerCase() === email.toLowerCase());
    const sameInCapitals = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token: admin, payload: { email: DEMO.free.toUpperCase() } });
    expect(sameInCapitals.statusCode).toBe(200);
    expect(await isLogin(token)).toBe(200);
    // Not a move, so no notice.
    expect(await noticesTo(DEMO.free)).toEqual([]);
    const res = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token: admin, payload: { email: NEW_EMAIL } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(NEW_EMAIL);
    expect(await isLogin(token)).toBe(401);
    // The admin's own session is not touched.
    expect(await isLogin(admin)).toBe(200);
    expect(await isLogin(await signIn(t.app, NEW_EMAIL, DEMO_PASSWORD))).toBe(200);
    // The old address is told, so a change the person did not ask for does not go unnoticed.
    const notices = await noticesTo(DEMO.free);
    expect(notices.map((m) => m.subject)).toEqual(['【障害福祉Q&Aひろば】メールアドレスが変更されました']);
    expect(notices[0].text).toMatch(/運営者が、ご登録のメールアドレスを変更しました/);
  });

  test('update_user_expert: the expert’s sessions end and the old address is told when the address changes, not for other edits', async () => {
    const expertId = await userIdOf(t.db, DEMO.expert);
    const token = await signIn(t.app, DEMO.expert, DEMO_PASSWORD);
    const admin = await tokenFor(t.app, ADMIN.email);
    const update = (payload: Record<string, unknown>) => call(t.app, 'PATCH', '/api/v1/users/update_user_expert', { token: admin, payload: { user_id: expertId, ...payload } });
    expect((await update({ title: '社会福祉士' })).statusCode).toBe(200);
    expect(await isLogin(token)).toBe(200);
    expect((await update({ email: 'moved-expert@example.jp' })).statusCode).toBe(200);
    expect(await isLogin(token)).toBe(401);
    expect(await signIn(t.app, 'moved-expert@example.jp', DEMO_PASSWORD)).toBeTruthy();
    const notices = (await waitForMail(t.app)).filter((m) => m.to === DEMO.expert);
    expect(notices.map((m) => m.subject)).toEqual(['【障害福祉Q&Aひろば】メールアドレスが変更されました']);
  });
});

test('the hourly clean-up removes used and expired e-mail codes with the reset codes', async () => {
  const { id, token } = await free();
  await mailedCode(id, token, 'first-choice@example.jp');
  await mailedCode(id, token, 'second-choice@example.jp');
  await t.db.query("INSERT INTO email_change_codes (user_id, new_email, code_hash, expires_at) VALUES ($1, 'old@example.jp', 'x', now() - interval '1 hour')", [id]);
  await cleanResetCodes.handle({}, services(t.db));
  // Only the newest live code is left.
  expect(await t.db.query('SELECT new_email FROM email_change_codes')).toEqual([{ new_email: 'second-choice@example.jp' }]);
});
