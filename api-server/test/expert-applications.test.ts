// The expert lifecycle: a member applies, corrects while pending, an admin decides with a reason
// that is mailed; the person's role moves with the status (approved and suspended: expert) and
// nothing else changes it; admins create and edit expert accounts directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EXPERT_STATUSES, EXPERT_STATUS_CHANGES, type ExpertStatus } from '@hiroba/contract';
import { PNG_DATA_URL } from './helpers/pictures';
import { ADMIN, DEMO, call, signIn, userIdOf, useTestApp } from './helpers/test-app';
import { advanceClock, deliverEvents, payLocally, register } from './helpers/payments';
import { codeFromMail, waitForMail } from './helpers/outbox';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const APPLICATION = {
  name: '佐藤 一郎',
  title: '精神保健福祉士',
  qualifications: '精神保健福祉士、社会福祉士',
  fields: '精神障害のある方の就労、障害年金',
  profile: '病院の相談室で10年働いています。',
  qualification_check: '登録番号 第12345号。資格証の写しをメールで送れます。',
};

const apply = (token: string, payload: Record<string, unknown> = APPLICATION) => call(t.app, 'POST', '/api/v1/expert_infos', { token, payload });
const decide = (id: number, status: ExpertStatus, reason?: string, token = w.tokens.admin) =>
  call(t.app, 'POST', '/api/v1/expert_infos/change_status', { token, payload: { id, status, ...(reason !== undefined && { reason }) } });
const roleOf = async (id: number) => (await t.db.one<{ role: string }>('SELECT role FROM users WHERE id = $1', [id]))!.role;

test('a member applies: pending, their role unchanged, private details only for them and admins, a receipt mailed', async () => {
  const freeId = await userIdOf(t.db, DEMO.free);
  const res = await apply(w.tokens.free);
  expect(res.statusCode).toBe(201);
  const info = res.json().data;
  expect(info).toMatchObject({ ...APPLICATION, user_id: freeId, status: 'pending', review: null });
  expect(info.next_statuses).toBeUndefined();
  expect(await roleOf(freeId)).toBe('free_member');
  // A visitor and another member see nothing; admins see the check and what they may decide.
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${info.id}`)).statusCode).toBe(404);
  const admin = (await call(t.app, 'GET', `/api/v1/expert_infos/${info.id}`, { token: w.tokens.admin })).json().data;
  expect(admin).toMatchObject({ qualification_check: APPLICATION.qualification_check, next_statuses: ['approved', 'rejected'] });
  const mails = (await waitForMail(t.app)).filter((m) => m.to === DEMO.free);
  expect(mails.map((m) => m.subject)).toEqual(['【障害福祉Q&Aひろば】専門家登録の状態：審査中']);
  // Twice is refused; the applicant corrects it with PUT while pending.
  expect((await apply(w.tokens.free)).statusCode).toBe(409);
  const fixed = await call(t.app, 'PUT', `/api/v1/expert_infos/${info.id}`, { token: w.tokens.free, payload: { fields: '就労支援' } });
  expect(fixed.json().data).toMatchObject({ fields: '就労支援', status: 'pending' });
});

test('who may apply, and bad input names the field in Japanese', async () => {
  for (const token of [w.tokens.expert, w.tokens.admin]) expect((await apply(token)).statusCode).toBe(403);
  expect((await call(t.app, 'POST', '/api/v1/expert_infos', { payload: APPLICATION })).statusCode).toBe(401);
  for (const [payload, field, message] of [
    [{ ...APPLICATION, name: '   ' }, 'name', 'お名前を入力してください。'],
    [{ ...APPLICATION, fields: ' ' }, 'fields', '回答できる分野を入力してください。'],
    [{ ...APPLICATION, qualification_check: '' }, 'qualification_check', '資格の確認方法を入力してください。'],
    [{ ...APPLICATION, profile: 'あ'.repeat(2001) }, 'profile', 'プロフィールは2000文字以内で入力してください。'],
    [{ ...APPLICATION, status: 'approved' }, 'status', '「status」は使えない項目です。'],
  ] as const) {
    const res = await apply(w.tokens.paid, payload);
    expect([field, res.statusCode, res.json().errors[0]]).toEqual([field, 400, { field, message }]);
  }
  expect(await t.db.query('SELECT 1 FROM expert_infos WHERE user_id = $1', [await userIdOf(t.db, DEMO.paid)])).toEqual([]);
});

test('approval makes the person an expert who answers as one and is listed; the reason of a decision is mailed', async () => {
  const freeId = await userIdOf(t.db, DEMO.free);
  const id = (await apply(w.tokens.free)).json().data.id;
  const approved = await decide(id, 'approved', '資格証を確認しました。');
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data).toMatchObject({ status: 'approved', next_statuses: ['suspended'], review: { status: 'approved', reason: '資格証を確認しました。' } });
  expect(await roleOf(freeId)).toBe('expert');
  const me = (await call(t.app, 'GET', '/api/v1/users/is_login', { token: w.tokens.free })).json().data.user;
  expect([me.role, me.capabilities.can_answer_as_expert]).toEqual(['expert', true]);
  expect((await call(t.app, 'GET', '/api/v1/expert_infos?per=all')).json().data.map((e: { id: number }) => e.id)).toContain(id);
  const question = await ask(t.app, w.tokens.paid, { title: '就労の相談', body: '本文です。', category_id: w.categoryId });
  const comment = await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: question, body: '専門家として回答します。' } });
  expect(comment.json().data).toMatchObject({ is_expert_answer: true });
  const mail = (await waitForMail(t.app)).filter((m) => m.to === DEMO.free).pop();
  expect(mail?.subject).toBe('【障害福祉Q&Aひろば】専門家登録の状態：承認済み');
  expect(mail?.text).toContain('資格証を確認しました。');
  const audit = await t.db.one('SELECT action, detail FROM audit_logs WHERE target_type = $1 AND target_id = $2', ['expert_info', id]);
  expect(audit).toEqual({ action: 'expert_info.change_status', detail: { from: 'pending', to: 'approved', reason: '資格証を確認しました。' } });
});

test('suspension hides the expert and stops expert answers without deleting them; approval again restores', async () => {
  const expertId = await userIdOf(t.db, DEMO.expert);
  const question = await ask(t.app, w.tokens.paid, { title: '相談です', body: '本文です。', category_id: w.categoryId });
  const before = await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.expert, payload: { question_id: question, body: '最初の回答' } });
  expect(before.json().data.is_expert_answer).toBe(true);
  expect((await decide(w.expertInfoId, 'suspended')).json().errors[0]).toEqual({ field: 'reason', message: '理由を入力してください。理由はご本人にメールでお知らせします。' });
  expect((await decide(w.expertInfoId, 'suspended', '規約に反する回答がありました。')).statusCode).toBe(200);
  expect(await roleOf(expertId)).toBe('expert');
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${w.expertInfoId}`)).statusCode).toBe(404);
  const after = await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.expert, payload: { question_id: question, body: '停止中の回答' } });
  expect(after.json().data.is_expert_answer).toBe(false);
  expect(await t.db.one('SELECT count(*)::int AS n FROM comments WHERE is_expert_answer AND user_id = $1', [expertId])).toEqual({ n: 1 });
  // Questions cannot be addressed to a suspended expert.
  const addressed = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: { title: '指名', body: '本文', category_id: w.categoryId, expert_info_id: w.expertInfoId } });
  expect([addressed.statusCode, addressed.json().errors[0].field]).toEqual([400, 'expert_info_id']);
  const mail = (await waitForMail(t.app)).filter((m) => m.to === DEMO.expert).pop();
  expect([mail?.subject, mail?.text.includes('規約に反する回答がありました。')]).toEqual(['【障害福祉Q&Aひろば】専門家登録の状態：停止中', true]);
  expect((await decide(w.expertInfoId, 'approved')).statusCode).toBe(200);
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${w.expertInfoId}`)).statusCode).toBe(200);
});

test('the status machine: each allowed change passes, every other is refused with role and status unchanged', async () => {
  for (const from of EXPERT_STATUSES) {
    for (const to of EXPERT_STATUSES) {
      if (from === to) continue;
      const m = await member(t, `machine-${from}-${to}@example.jp`, from === 'approved' || from === 'suspended' ? 'expert' : 'free_member');
      const info = await t.db.one<{ id: number }>("INSERT INTO expert_infos (user_id, name, status) VALUES ($1, '試験', $2) RETURNING id", [m.id, from]);
      const res = await decide(info!.id, to, '理由');
      const allowed = EXPERT_STATUS_CHANGES[from].includes(to);
      expect([from, to, res.statusCode]).toEqual([from, to, allowed ? 200 : 422]);
      const row = await t.db.one<{ status: string; role: string }>('SELECT ei.status, u.role FROM expert_infos ei JOIN users u ON u.id = ei.user_id WHERE ei.id = $1', [info!.id]);
      const status = allowed ? to : from;
      expect([from, to, row]).toEqual([from, to, { status, role: status === 'approved' || status === 'suspended' ? 'expert' : 'free_member' }]);
    }
  }
  // The same status again is a conflict; unknown ids are 404; members may not decide.
  expect((await decide(w.expertInfoId, 'approved')).statusCode).toBe(409);
  expect((await decide(999999, 'approved')).statusCode).toBe(404);
  expect((await decide(w.expertInfoId, 'suspended', '理由', w.tokens.expert)).statusCode).toBe(403);
});

test('a rejected person sees the reason and may apply again; the history keeps every change', async () => {
  const id = (await apply(w.tokens.free)).json().data.id;
  await decide(id, 'rejected', '資格を確認できませんでした。');
  const mine = (await call(t.app, 'GET', `/api/v1/expert_infos/show_with_user_id?user_id=${await userIdOf(t.db, DEMO.free)}`, { token: w.tokens.free })).json().data;
  expect(mine).toMatchObject({ status: 'rejected', review: { status: 'rejected', reason: '資格を確認できませんでした。' } });
  const again = await apply(w.tokens.free, { ...APPLICATION, qualification_check: '資格証の写しを添付します。' });
  expect([again.statusCode, again.json().data.id, again.json().data.status]).toEqual([201, id, 'pending']);
  const history = (await call(t.app, 'GET', `/api/v1/expert_infos/${id}/status_changes`, { token: w.tokens.admin })).json().data;
  expect(history.map((c: { from_status: string | null; to_status: string }) => [c.from_status, c.to_status])).toEqual([
    ['rejected', 'pending'],
    ['pending', 'rejected'],
    [null, 'pending'],
  ]);
  expect(history[1].changed_by).toMatchObject({ id: await userIdOf(t.db, ADMIN.email) });
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${id}/status_changes`, { token: w.tokens.free })).statusCode).toBe(403);
  expect((await call(t.app, 'GET', '/api/v1/expert_infos/counts', { token: w.tokens.admin })).json().data).toEqual({ pending: 1, approved: 1, rejected: 0, suspended: 0 });
});

test('the role never moves without the status: PATCH role to or from expert is refused', async () => {
  const freeId = await userIdOf(t.db, DEMO.free);
  const to = await call(t.app, 'PATCH', `/api/v1/users/${freeId}`, { token: w.tokens.admin, payload: { role: 'expert' } });
  expect([to.statusCode, to.json().errors[0].field]).toEqual([422, 'role']);
  const from = await call(t.app, 'PATCH', `/api/v1/users/${await userIdOf(t.db, DEMO.expert)}`, { token: w.tokens.admin, payload: { role: 'free_member' } });
  expect(from.statusCode).toBe(422);
  expect([await roleOf(freeId), await roleOf(await userIdOf(t.db, DEMO.expert))]).toEqual(['free_member', 'expert']);
});

test('an admin creates an expert, who sets a password through the code flow; update_user_expert edits both', async () => {
  const created = await call(t.app, 'POST', '/api/v1/users/create_user_expert', {
    token: w.tokens.admin,
    payload: { ...APPLICATION, email: 'new-expert@example.jp', qualification_check: undefined },
  });
  expect(created.statusCode).toBe(201);
  const user = created.json().data;
  expect(user).toMatchObject({ email: 'new-expert@example.jp', role: 'expert', expert_info: { name: '佐藤 一郎', status: 'approved' } });
  const welcome = (await waitForMail(t.app)).find((m) => m.to === 'new-expert@example.jp');
  expect(welcome?.subject).toBe('【障害福祉Q&Aひろば】専門家のアカウントを用意しました');
  expect(welcome?.text).toContain('/forgot-password');
  await expect(signIn(t.app, 'new-expert@example.jp', '!')).rejects.toThrow('401');
  await call(t.app, 'PUT', '/api/v1/users/get_code', { payload: { email: 'new-expert@example.jp' } });
  const code = codeFromMail((await waitForMail(t.app)).filter((m) => m.to === 'new-expert@example.jp').pop());
  const reset = await call(t.app, 'PUT', '/api/v1/users/reset_password', { payload: { email: 'new-expert@example.jp', code, password: 'expert-pass-2026' } });
  expect(reset.statusCode).toBe(200);
  expect(await signIn(t.app, 'new-expert@example.jp', 'expert-pass-2026')).toBeTruthy();

  const taken = await call(t.app, 'POST', '/api/v1/users/create_user_expert', { token: w.tokens.admin, payload: { ...APPLICATION, email: DEMO.free } });
  expect([taken.statusCode, taken.json().errors[0].field]).toEqual([409, 'email']);
  expect((await call(t.app, 'POST', '/api/v1/users/create_user_expert', { token: w.tokens.expert, payload: { ...APPLICATION, email: 'x@example.jp' } })).statusCode).toBe(403);

  const updated = await call(t.app, 'PATCH', '/api/v1/users/update_user_expert', {
    token: w.tokens.admin,
    payload: { user_id: user.id, email: 'renamed-expert@example.jp', title: '社会福祉士', fields: '成年後見' },
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json().data).toMatchObject({ email: 'renamed-expert@example.jp', expert_info: { title: '社会福祉士' } });
  const notExpert = await call(t.app, 'PATCH', '/api/v1/users/update_user_expert', { token: w.tokens.admin, payload: { user_id: await userIdOf(t.db, DEMO.free), title: 'x' } });
  expect([notExpert.statusCode, notExpert.json().errors[0].field]).toEqual([422, 'user_id']);
  const actions = await t.db.query<{ action: string }>('SELECT action FROM audit_logs WHERE target_id = $1 OR detail->>\'expert_info_id\' IS NOT NULL ORDER BY id', [user.id]);
  expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['user.create_expert', 'user.update']));
});

test('a paid member approved as an expert is not charged again; their month runs out', async () => {
  const freeId = await userIdOf(t.db, DEMO.free);
  expect((await register(t.app, w.tokens.free, await payLocally(t.app, w.tokens.free))).statusCode).toBe(200);
  await deliverEvents(t.app);
  expect(await roleOf(freeId)).toBe('paid_member');
  const id = (await apply(w.tokens.free)).json().data.id;
  expect((await decide(id, 'approved')).statusCode).toBe(200);
  expect(await t.db.query('SELECT status, cancel_at_period_end FROM subscriptions WHERE user_id = $1', [freeId])).toEqual([{ status: 'active', cancel_at_period_end: true }]);
  // Past the period end the subscription ends; the expert stays an expert.
  await advanceClock(t.app, w.tokens.admin, 40);
  expect(await t.db.query('SELECT status FROM subscriptions WHERE user_id = $1', [freeId])).toEqual([{ status: 'canceled' }]);
  expect(await roleOf(freeId)).toBe('expert');
});

test("an expert's withdrawal leaves nothing of the application: no fields, no check, no reasons, no picture", async () => {
  const freeId = await userIdOf(t.db, DEMO.free);
  const id = (await apply(w.tokens.free, { ...APPLICATION, profile_image_data: PNG_DATA_URL })).json().data.id;
  await decide(id, 'rejected', '佐藤さんの資格を確認できませんでした。');
  const picture = (await call(t.app, 'PUT', `/api/v1/expert_infos/${id}`, { token: w.tokens.free, payload: {} })).json().data.profile_image as string;
  const file = path.join(t.config.dataDir, picture);
  expect(existsSync(file)).toBe(true);
  expect((await call(t.app, 'DELETE', `/api/v1/users/${freeId}`, { token: w.tokens.free })).statusCode).toBe(204);
  const row = await t.db.one('SELECT user_id, name, title, fields, qualification_check, profile_image FROM expert_infos WHERE id = $1', [id]);
  expect(row).toEqual({ user_id: null, name: '退会した専門家', title: null, fields: null, qualification_check: null, profile_image: null });
  expect(await t.db.query('SELECT reason FROM expert_status_changes WHERE expert_info_id = $1 AND reason IS NOT NULL', [id])).toEqual([]);
  expect(existsSync(file)).toBe(false);
});
