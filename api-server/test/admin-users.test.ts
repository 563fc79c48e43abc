// The admin's user console: the list's filters, orders and pages; one person's activity and the admin
// actions about them; suspending and restoring an account (docs/product.md#account-suspension).
import { ADMIN, DEMO, DEMO_PASSWORD, call, expectFieldErrors, tokenFor, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
const SUSPENDED = 'このアカウントは利用を停止しています。ご不明な点は、お問い合わせページから運営事務局にお問い合わせください。';
const WRONG_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません。';

const admin = () => tokenFor(t.app, ADMIN.email);
const emails = (res: { json(): { data: { email: string }[] } }) => res.json().data.map((u) => u.email);
const signIn = (email: string, password = DEMO_PASSWORD) => call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email, password } });
const suspend = async (id: number, reason = '利用規約に反する投稿が続いたため', token?: string) =>
  call(t.app, 'POST', `/api/v1/users/${id}/suspend`, { token: token ?? (await admin()), payload: { reason } });
const restore = async (id: number, token?: string) => call(t.app, 'POST', `/api/v1/users/${id}/restore`, { token: token ?? (await admin()) });

/** Members made for a test, registered a day apart in this order (the first is the oldest). */
async function membersRegistered(nicknames: (string | null)[]): Promise<string[]> {
  const made: string[] = [];
  for (const [i, nickname] of nicknames.entries()) {
    const email = `listed-${i}@example.jp`;
    const res = await call(t.app, 'POST', '/api/v1/users', { payload: { email, password: 'safe-pass-2026', nickname: nickname ?? '仮', agree_terms: true } });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.user.id as number;
    await t.db.query(`UPDATE users SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [id, 30 - i]);
    if (nickname === null) await t.db.query('UPDATE user_informations SET nickname = NULL WHERE user_id = $1', [id]);
    made.push(email);
  }
  return made;
}

describe('the list: state, sort and pages', () => {
  test('sorts newest first by default, oldest first, or by nickname with 未設定 last', async () => {
    const [a, b, c, d] = await membersRegistered(['さくら', null, 'あおい', 'かえで']);
    const token = await admin();
    const list = (query: string) => call(t.app, 'GET', `/api/v1/users?keyword=listed-${query}`, { token });
    expect(emails(await list(''))).toEqual([d, c, b, a]);
    expect(emails(await list('&sort=newest'))).toEqual([d, c, b, a]);
    expect(emails(await list('&sort=oldest'))).toEqual([a, b, c, d]);
    expect(emails(await list('&sort=nickname'))).toEqual([c, d, a, b]);
  });

  test('pages keep the order: no one is on two pages or on none', async () => {
    const made = await membersRegistered(['い', 'ろ', 'は', 'に', 'ほ']);
    const token = await admin();
    const page = (n: number) => call(t.app, 'GET', `/api/v1/users?keyword=listed-&sort=oldest&per=2&page=${n}`, { token });
    const first = await page(1);
    expect(first.json().meta).toEqual({ page: 1, per: 2, total: 5, total_pages: 3 });
    const all = [...emails(first), ...emails(await page(2)), ...emails(await page(3))];
    expect(all).toEqual(made);
    expect(emails(await page(4))).toEqual([]);
  });

  test('state=suspended lists suspended accounts only, state=active the others; with role and keyword too', async () => {
    const free = await userIdOf(t.db, DEMO.free);
    expect((await suspend(free)).statusCode).toBe(200);
    const token = await admin();
    const suspended = await call(t.app, 'GET', '/api/v1/users?state=suspended', { token });
    expect(emails(suspended)).toEqual([DEMO.free]);
    expect(suspended.json().data[0].suspension).toEqual({ at: expect.any(String), reason: '利用規約に反する投稿が続いたため' });
    const active = await call(t.app, 'GET', '/api/v1/users?state=active&per=100', { token });
    expect(emails(active)).not.toContain(DEMO.free);
    expect(emails(active)).toContain(DEMO.paid);
    expect(active.json().data.every((u: { suspension: unknown }) => u.suspension === null)).toBe(true);
    expect(emails(await call(t.app, 'GET', '/api/v1/users?state=suspended&role=free_member&keyword=demo-free', { token }))).toEqual([DEMO.free]);
    expect(emails(await call(t.app, 'GET', '/api/v1/users?state=suspended&role=paid_member', { token }))).toEqual([]);
  });

  test.each([
    ['state=stopped', 'state', 'アカウントの状態の値が正しくありません。'],
    ['sort=name', 'sort', '並べ替えの値が正しくありません。'],
    ['role=boss', 'role', '会員種別の値が正しくありません。'],
    ['page=0', 'page', 'ページ番号は1以上の数を入力してください。'],
    ['per=101', 'per', '表示件数の値が正しくありません。'],
    [`keyword=${'あ'.repeat(101)}`, 'keyword', 'キーワードは100文字以内で入力してください。'],
    ['order=newest', 'order', '「order」は使えない項目です。'],
  ])('%s → 400 naming %s', async (query, field, message) => {
    const res = await call(t.app, 'GET', `/api/v1/users?${encodeURI(query)}`, { token: await admin() });
    expectFieldErrors(res, [{ field, message }]);
  });
});

describe('suspension', () => {
  test('a suspended member cannot sign in, their old token answers 401, and the admin sees why', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    const oldToken = (await signIn(DEMO.free)).json().data.token as string;
    expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: oldToken })).statusCode).toBe(200);

    const res = await suspend(id, '  なりすましの疑いがあるため  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, email: DEMO.free, suspension: { at: expect.any(String), reason: 'なりすましの疑いがあるため' } });

    // Every session ends at once.
    const old = await call(t.app, 'GET', '/api/v1/users/is_login', { token: oldToken });
    expect(old.statusCode).toBe(401);
    // The right password learns why; a wrong one learns nothing new.
    const refused = await signIn(DEMO.free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ message: SUSPENDED }], request_id: expect.any(String) });
    const wrong = await signIn(DEMO.free, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].message).toBe(WRONG_CREDENTIALS);

    const seen = await call(t.app, 'GET', `/api/v1/users/${id}`, { token: await admin() });
    expect(seen.json().data.suspension).toEqual({ at: expect.any(String), reason: 'なりすましの疑いがあるため' });
    const log = await t.db.one<{ action: string; actor_user_id: number; detail: unknown }>(
      "SELECT action, actor_user_id, detail FROM audit_logs WHERE target_type = 'user' AND target_id = $1",
      [id],
    );
    expect(log).toEqual({ action: 'user.suspend', actor_user_id: await userIdOf(t.db, ADMIN.email), detail: { reason: 'なりすましの疑いがあるため' } });
  });

  test('restoring lets them sign in again, with a new token; both steps are audited', async () => {
    const id = await userIdOf(t.db, DEMO.paid);
    expect((await suspend(id)).statusCode).toBe(200);
    expect((await signIn(DEMO.paid)).statusCode).toBe(403);

    const res = await restore(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, suspension: null, role: 'paid_member' });
    const back = await signIn(DEMO.paid);
    expect(back.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: back.json().data.token })).statusCode).toBe(200);

    const logs = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      "SELECT action, detail FROM audit_logs WHERE target_type = 'user' AND target_id = $1 ORDER BY id",
      [id],
    );
    expect(logs).toEqual([
      { action: 'user.suspend', detail: { reason: '利用規約に反する投稿が続いたため' } },
      { action: 'user.restore', detail: { suspended_at: expect.any(String), reason: '利用規約に反する投稿が続いたため' } },
    ]);
  });

  test('an admin account is never suspended: not another admin, not oneself', async () => {
    const token = await admin();
    const selfId = await userIdOf(t.db, ADMIN.email);
    const self = await suspend(selfId, '確かめ', token);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual([{ message: 'ご自身のアカウントは停止できません。' }]);

    const other = await call(t.app, 'POST', '/api/v1/users', { payload: { email: 'second-admin@example.jp', password: 'safe-pass-2026', nickname: '二人目', agree_terms: true } });
    const otherId = other.json().data.user.id as number;
    await t.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [otherId]);
    const res = await suspend(otherId, '確かめ', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ message: '管理者のアカウントは停止できません。' }]);
    expect((await signIn('second-admin@example.jp', 'safe-pass-2026')).statusCode).toBe(200);
    expect(await t.db.one("SELECT 1 FROM audit_logs WHERE action = 'user.suspend'")).toBeNull();
  });

  test('twice, restoring an active account, an unknown or withdrawn account, and members calling', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    const notSuspended = await restore(id);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().errors).toEqual([{ message: 'このアカウントは停止していません。' }]);
    expect((await suspend(id)).statusCode).toBe(200);
    const again = await suspend(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ message: 'このアカウントはすでに停止しています。' }]);

    expect((await suspend(999999)).statusCode).toBe(404);
    const expert = await userIdOf(t.db, DEMO.expert);
    expect((await call(t.app, 'DELETE', `/api/v1/users/${expert}`, { token: await admin() })).statusCode).toBe(204);
    expect((await suspend(expert)).statusCode).toBe(404);

    const paid = await userIdOf(t.db, DEMO.paid);
    const byMember = await suspend(paid, '確かめ', await tokenFor(t.app, DEMO.paid));
    expect(byMember.statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/v1/users/${paid}/suspend`, { payload: { reason: '確かめ' } })).statusCode).toBe(401);
  });

  test.each([
    [{}, 'reason', '理由を入力してください。'],
    [{ reason: '' }, 'reason', '理由を入力してください。'],
    [{ reason: '　 ' }, 'reason', '理由を入力してください。'],
    [{ reason: 'あ'.repeat(501) }, 'reason', '理由は500文字以内で入力してください。'],
    [{ reason: '確かめ', notify: true }, 'notify', '「notify」は使えない項目です。'],
  ])('%j → 400 naming %s, and nothing changes', async (payload, field, message) => {
    const id = await userIdOf(t.db, DEMO.free);
    const res = await call(t.app, 'POST', `/api/v1/users/${id}/suspend`, { token: await admin(), payload });
    expectFieldErrors(res, [{ field, message }]);
    expect((await signIn(DEMO.free)).statusCode).toBe(200);
  });

  test('withdrawing a suspended member (退会させる) clears the suspension with the rest', async () => {
    const id = await userIdOf(t.db, DEMO.free);
    expect((await suspend(id)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/v1/users/${id}`, { token: await admin() })).statusCode).toBe(204);
    expect(await t.db.one('SELECT suspended_at, suspended_reason FROM users WHERE id = $1', [id])).toEqual({ suspended_at: null, suspended_reason: null });
    expect(emails(await call(t.app, 'GET', '/api/v1/users?state=suspended', { token: await admin() }))).toEqual([]);
  });
});

describe('activity', () => {
  test('counts, newest questions and comments, and the admin actions about the person', async () => {
    const paid = await userIdOf(t.db, DEMO.paid);
    const free = await userIdOf(t.db, DEMO.free);
    const category = (await t.db.one<{ id: number }>("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1"))!.id;
    const paidToken = await tokenFor(t.app, DEMO.paid);
    const questionIds: number[] = [];
    for (const title of ['グループホームの探し方', '就労移行支援の期間', '障害者手帳の更新']) {
      const res = await call(t.app, 'POST', '/api/v1/questions', { token: paidToken, payload: { title, body: `${title}について教えてください。`, category_id: category } });
      expect(res.statusCode).toBe(201);
      questionIds.push(res.json().data.id);
    }
    const comment = await call(t.app, 'POST', '/api/v1/comments', { token: paidToken, payload: { question_id: questionIds[0], body: '追記です。\n見学に行ってきました。' } });
    expect(comment.statusCode).toBe(201);
    await call(t.app, 'POST', '/api/v1/user_like_questions', { token: paidToken, payload: { question_id: questionIds[1] } });
    await call(t.app, 'POST', '/api/v1/question_favorites', { token: paidToken, payload: { question_id: questionIds[1] } });
    // Admin actions: one on the question, one on the profile, a suspension; one about someone else.
    const token = await admin();
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${questionIds[2]}`, { token })).statusCode).toBe(204);
    const info = (await t.db.one<{ id: number }>('SELECT id FROM user_informations WHERE user_id = $1', [paid]))!.id;
    expect((await call(t.app, 'PATCH', `/api/v1/user_informations/${info}`, { token, payload: { nickname: 'さくら（変更）' } })).statusCode).toBe(200);
    expect((await suspend(paid, '確認のため')).statusCode).toBe(200);
    expect((await suspend(free, 'ほかの人')).statusCode).toBe(200);

    const res = await call(t.app, 'GET', `/api/v1/users/${paid}/activity`, { token });
    expect(res.statusCode).toBe(200);
    const activity = res.json().data;
    expect(activity.user_id).toBe(paid);
    expect(activity.counts).toEqual({ questions: 2, comments: 1, likes: 1, favorites: 1 });
    expect(activity.recent_questions.map((q: { title: string }) => q.title)).toEqual(['就労移行支援の期間', 'グループホームの探し方']);
    expect(activity.recent_questions[0]).toEqual({ id: questionIds[1], title: '就労移行支援の期間', qa_type: '一般', created_at: expect.any(String) });
    expect(activity.recent_comments).toEqual([
      { id: comment.json().data.id, excerpt: '追記です。 見学に行ってきました。', question: { id: questionIds[0], title: 'グループホームの探し方', qa_type: '一般' }, created_at: expect.any(String) },
    ]);
    const adminId = await userIdOf(t.db, ADMIN.email);
    expect(activity.audit_logs.map((a: { action: string }) => a.action)).toEqual(['user.suspend', 'user_information.update', 'question.remove']);
    expect(activity.audit_logs[0]).toEqual({
      id: expect.any(Number),
      action: 'user.suspend',
      target_type: 'user',
      target_id: paid,
      actor: { id: adminId, name: expect.any(String) },
      detail: { reason: '確認のため' },
      created_at: expect.any(String),
    });
    expect(activity.audit_logs[2]).toMatchObject({ target_type: 'question', target_id: questionIds[2], detail: { title: '障害者手帳の更新' } });
    expect(activity.capabilities).toEqual({ can_suspend: false, can_restore: true, can_withdraw: true });
  });

  test('what the admin may do follows the account: active member, admin, oneself', async () => {
    const token = await admin();
    const read = async (id: number) => (await call(t.app, 'GET', `/api/v1/users/${id}/activity`, { token })).json().data;
    const free = await read(await userIdOf(t.db, DEMO.free));
    expect(free.capabilities).toEqual({ can_suspend: true, can_restore: false, can_withdraw: true });
    expect(free.counts).toEqual({ questions: 0, comments: 0, likes: 0, favorites: 0 });
    expect(free.recent_questions).toEqual([]);
    expect(free.audit_logs).toEqual([]);
    const self = await read(await userIdOf(t.db, ADMIN.email));
    expect(self.capabilities).toEqual({ can_suspend: false, can_restore: false, can_withdraw: false });
  });

  test('admins only; an unknown or withdrawn person is 404; a bad id 400', async () => {
    const free = await userIdOf(t.db, DEMO.free);
    expect((await call(t.app, 'GET', `/api/v1/users/${free}/activity`, { token: await tokenFor(t.app, DEMO.free) })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/v1/users/${free}/activity`)).statusCode).toBe(401);
    const token = await admin();
    expect((await call(t.app, 'GET', '/api/v1/users/999999/activity', { token })).statusCode).toBe(404);
    const bad = await call(t.app, 'GET', '/api/v1/users/abc/activity', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    expect((await call(t.app, 'DELETE', `/api/v1/users/${free}`, { token })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/v1/users/${free}/activity`, { token })).statusCode).toBe(404);
  });
});
