// Sign-up, login checks, the admin's user list and counts, one user's record, changes, withdrawal.
import { codeFromMail, waitForMail } from './helpers/outbox';
import { ADMIN, call, DEMO, DEMO_PASSWORD, expectFieldErrors, signIn, tokenFor, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
const TAKEN = 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。';
const signUp = (payload: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/users', { payload });
const valid = { email: 'new-member@example.jp', password: 'safe-pass-2026', nickname: 'はじめての利用者', agree_terms: true };

describe('sign-up', () => {
  test('creates a free member with a profile and answers 201 { data: { user } }', async () => {
    const res = await signUp(valid);
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      email: valid.email,
      role: 'free_member',
      is_permanent_paid_member: false,
      user_information: { nickname: 'はじめての利用者', profile_image: null },
      expert_info: null,
    });
    expect(Object.keys(user).sort()).toEqual(['capabilities', 'created_at', 'email', 'expert_info', 'id', 'is_permanent_paid_member', 'membership', 'posting_consent_at', 'role', 'suspension', 'user_information']);
    expect(await signIn(t.app, valid.email, valid.password)).toBeTruthy();
  });

  test('a taken e-mail (any case) answers 409 on the email field', async () => {
    const res = await signUp({ ...valid, email: 'DEMO-FREE@example.jp' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: [{ field: 'email', message: TAKEN }], request_id: expect.any(String) });
  });

  test.each([
    [{ email: undefined }, 'email', 'メールアドレスを入力してください。'],
    [{ email: 'not-an-address' }, 'email', 'メールアドレスの形式が正しくありません。'],
    [{ password: 'short1' }, 'password', 'パスワードは8文字以上で入力してください。'],
    [{ password: '1234567890' }, 'password', 'パスワードは数字だけにせず、英字や記号も入れてください。'],
    [{ nickname: 'あ'.repeat(31) }, 'nickname', 'ニックネームは30文字以内で入力してください。'],
    [{ nickname: '' }, 'nickname', 'ニックネームを入力してください。'],
    [{ nickname: '　 ' }, 'nickname', 'ニックネームを入力してください。'],
    [{ agree_terms: false }, 'agree_terms', '利用規約に同意してください。'],
    [{ agree_terms: undefined }, 'agree_terms', '利用規約に同意してください。'],
    [{ role: 'admin' }, 'role', '「role」は使えない項目です。'],
  ])('%j → 400 on %s', async (change, field, message) => {
    const res = await signUp({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  test('a body that is not JSON gets a Japanese 4xx, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/読み取れません/);
  });

  test('is rate limited per e-mail', async () => {
    await t.rebuild({});
    for (let i = 0; i < 5; i++) expect((await signUp({ ...valid, email: DEMO.free })).statusCode).toBe(409);
    expect((await signUp({ ...valid, email: DEMO.free })).statusCode).toBe(429);
  });
});

describe('login checks', () => {
  test('is_login: 200 with the user, 401 without a token', async () => {
    const ok = await call(t.app, 'GET', '/api/v1/users/is_login', { token: await tokenFor(t.app, DEMO.paid) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ email: DEMO.paid, role: 'paid_member' });
    const none = await call(t.app, 'GET', '/api/v1/users/is_login');
    expect(none.statusCode).toBe(401);
    expect(none.json().errors[0].message).toBe('ログインしてください。');
  });

  test('is_admin_login: 200 admin, 403 member, 401 none or invalid', async () => {
    expect((await call(t.app, 'GET', '/api/v1/users/is_admin_login', { token: await tokenFor(t.app, ADMIN.email) })).statusCode).toBe(200);
    const member = await call(t.app, 'GET', '/api/v1/users/is_admin_login', { token: await tokenFor(t.app, DEMO.expert) });
    expect(member.statusCode).toBe(403);
    expect(member.json().errors[0].message).toBe('アクセス権限がありません。');
    expect((await call(t.app, 'GET', '/api/v1/users/is_admin_login')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/users/is_admin_login', { token: 'a.b.c' })).statusCode).toBe(401);
  });

  test('the expert sees their approved expert_info', async () => {
    const res = await call(t.app, 'GET', '/api/v1/users/is_login', { token: await tokenFor(t.app, DEMO.expert) });
    expect(res.json().data.user.expert_info).toMatchObject({ title: '社会福祉士', status: 'approved' });
  });
});

describe('admin: list and counts', () => {
  test('lists users newest first with paging, role filter and keyword', async () => {
    const admin = await tokenFor(t.app, ADMIN.email);
    const all = await call(t.app, 'GET', '/api/v1/users?per=2&page=1', { token: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ page: 1, per: 2, total: 4, total_pages: 2 });
    expect(all.json().data).toHaveLength(2);
    const experts = await call(t.app, 'GET', '/api/v1/users?role=expert', { token: admin });
    expect(experts.json().data.map((u: { email: string }) => u.email)).toEqual([DEMO.expert]);
    const byNickname = await call(t.app, 'GET', `/api/v1/users?keyword=${encodeURIComponent('さくら')}`, { token: admin });
    expect(byNickname.json().data.map((u: { email: string }) => u.email)).toEqual([DEMO.paid]);
    const literal = await call(t.app, 'GET', '/api/v1/users?keyword=%25', { token: admin });
    expect(literal.json().meta.total).toBe(0);
  });

  test('refuses unknown query fields and bad values', async () => {
    const admin = await tokenFor(t.app, ADMIN.email);
    // sort and state are the list's own (admin-users.test.ts); order is nobody's.
    const res = await call(t.app, 'GET', '/api/v1/users?order=name&role=boss', { token: admin });
    expectFieldErrors(res, [
      { field: 'order', message: '「order」は使えない項目です。' },
      { field: 'role', message: '会員種別の値が正しくありません。' },
    ]);
  });

  test('meta counts users per role', async () => {
    const res = await call(t.app, 'GET', '/api/v1/users/meta', { token: await tokenFor(t.app, ADMIN.email) });
    expect(res.json().data).toEqual({ total: 4, by_role: { free_member: 1, paid_member: 1, expert: 1, admin: 1 } });
  });
});

describe('one user', () => {
  test('self and admin read it with e-mail; another member gets 403; unknown id 404; bad id 400', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    expect((await call(t.app, 'GET', `/api/v1/users/${id}`, { token: await tokenFor(t.app, DEMO.free) })).json().data.email).toBe(DEMO.free);
    expect((await call(t.app, 'GET', `/api/v1/users/${id}`, { token: await tokenFor(t.app, ADMIN.email) })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/users/${id}`, { token: await tokenFor(t.app, DEMO.paid) })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/users/999999', { token: await tokenFor(t.app, ADMIN.email) })).statusCode).toBe(404);
    const bad = await call(t.app, 'GET', '/api/v1/users/abc', { token: await tokenFor(t.app, ADMIN.email) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });

  // The person's own e-mail and password have calls of their own (account-settings.test.ts has the rest).
  test('self changes e-mail and password only with the current password', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    const token = await tokenFor(t.app, DEMO.free);
    const missing = await call(t.app, 'POST', `/api/v1/users/${id}/email_change`, { token, payload: { email: 'moved@example.jp' } });
    expect(missing.json()).toEqual({ errors: [{ field: 'current_password', message: '現在のパスワードを入力してください。' }], request_id: expect.any(String) });
    const wrong = await call(t.app, 'POST', `/api/v1/users/${id}/email_change`, { token, payload: { email: 'moved@example.jp', current_password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('current_password');
    const taken = await call(t.app, 'POST', `/api/v1/users/${id}/email_change`, { token, payload: { email: DEMO.paid, current_password: DEMO_PASSWORD } });
    expect(taken.statusCode).toBe(409);
    const started = await call(t.app, 'POST', `/api/v1/users/${id}/email_change`, { token, payload: { email: 'moved@example.jp', current_password: DEMO_PASSWORD } });
    expect(started.statusCode).toBe(200);
    const code = codeFromMail((await waitForMail(t.app)).filter((m) => m.to === 'moved@example.jp').pop());
    const moved = await call(t.app, 'PUT', `/api/v1/users/${id}/email_change/confirm`, { token, payload: { code } });
    const renewed = moved.json().data.token;
    const ok = await call(t.app, 'PUT', `/api/v1/users/${id}/password`, { token: renewed, payload: { password: 'another-pass-1', current_password: DEMO_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe('moved@example.jp');
    expect(await signIn(t.app, 'moved@example.jp', 'another-pass-1')).toBeTruthy();
  });

  test('only an admin changes a role, never their own, and it is audited', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    const self = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token: await tokenFor(t.app, DEMO.free), payload: { role: 'admin' } });
    expect(self.statusCode).toBe(403);
    expect(self.json().errors[0]).toEqual({ field: 'role', message: '会員種別は管理者だけが変更できます。' });
    const admin = await tokenFor(t.app, ADMIN.email);
    const res = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token: admin, payload: { role: 'paid_member' } });
    expect(res.json().data.role).toBe('paid_member');
    const log = await t.db.one<{ action: string; actor_user_id: number; detail: unknown }>(
      "SELECT action, actor_user_id, detail FROM audit_logs WHERE target_type = 'user' AND target_id = $1",
      [id],
    );
    expect(log).toEqual({ action: 'user.update', actor_user_id: await userIdOf(t.db, ADMIN.email), detail: { role: { from: 'free_member', to: 'paid_member' } } });
    const own = await call(t.app, 'PATCH', `/api/v1/users/${await userIdOf(t.db, ADMIN.email)}`, { token: admin, payload: { role: 'free_member' } });
    expect(own.statusCode).toBe(422);
    const password = await call(t.app, 'PATCH', `/api/v1/users/${id}`, { token: admin, payload: { password: 'set-by-admin-1' } });
    expect(password.statusCode).toBe(403);
  });
});

describe('withdrawal (退会)', () => {
  test('anonymises the account, deletes personal data and frees the e-mail', async () => {
    const id = await userIdOf(t.db, DEMO.paid);
    const token = await tokenFor(t.app, DEMO.paid);
    await t.db.query("INSERT INTO questions (title, body, user_id) VALUES ('グループホームの探し方', '本文', $1)", [id]);
    await t.db.query('INSERT INTO question_favorites (user_id, question_id) SELECT $1, id FROM questions', [id]);
    await t.db.query('UPDATE questions SET favorite_counts = 1');

    expect((await call(t.app, 'DELETE', `/api/v1/users/${id}`, { token })).statusCode).toBe(204);
    const user = await t.db.one<{ email: string; withdrawn_at: string | null }>('SELECT email, withdrawn_at FROM users WHERE id = $1', [id]);
    expect(user?.email).not.toContain('demo-paid');
    // Times come from the database as ISO 8601 strings in UTC.
    expect(user?.withdrawn_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await t.db.one('SELECT 1 FROM user_informations WHERE user_id = $1', [id])).toBeNull();
    expect(await t.db.one('SELECT 1 FROM question_favorites WHERE user_id = $1', [id])).toBeNull();
    expect(await t.db.one('SELECT user_id, favorite_counts FROM questions')).toEqual({ user_id: null, favorite_counts: 0 });
    expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token })).statusCode).toBe(401);
    expect((await signUp({ ...valid, email: DEMO.paid })).statusCode).toBe(201);
  });

  test('another member cannot withdraw you; an admin can (audited); admins are not withdrawn this way', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    expect((await call(t.app, 'DELETE', `/api/v1/users/${id}`, { token: await tokenFor(t.app, DEMO.expert) })).statusCode).toBe(403);
    const admin = await tokenFor(t.app, ADMIN.email);
    expect((await call(t.app, 'DELETE', `/api/v1/users/${id}`, { token: admin })).statusCode).toBe(204);
    expect(await t.db.one("SELECT action FROM audit_logs WHERE action = 'user.withdraw' AND target_id = $1", [id])).toEqual({ action: 'user.withdraw' });
    const adminId = await userIdOf(t.db, ADMIN.email);
    const self = await call(t.app, 'DELETE', `/api/v1/users/${adminId}`, { token: admin });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors[0].message).toMatch(/管理者/);
  });
});
