// The admin console's own calls: the dashboard's counts (what needs the operator) and the audit log
// with its filters. Admins only.
import { ADMIN, DEMO, call, userIdOf, useTestApp } from './helpers/test-app';
import { qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const get = (url: string, token = w.tokens.admin) => call(t.app, 'GET', url, { token });

test('the dashboard counts pending applications, questions unanswered for more than three days and new members', async () => {
  const start = (await get('/api/v1/dashboard')).json().data;
  const paid = await userIdOf(t.db, DEMO.paid);
  const free = await userIdOf(t.db, DEMO.free);
  await t.db.query("INSERT INTO expert_infos (user_id, name, status) VALUES ($1, '申請中', 'pending')", [free]);
  // Four days old and unanswered; a day old; four days old but answered.
  for (const [days, state] of [[4, 'unanswered'], [1, 'unanswered'], [4, 'answered']] as const) {
    await t.db.query(
      `INSERT INTO questions (title, body, category_id, user_id, answer_state, created_at) VALUES ('質問', '本文', $1, $2, $3, now() - make_interval(days => $4))`,
      [w.categoryId, paid, state, days],
    );
  }
  await t.db.query("INSERT INTO users (email, password_hash, created_at) VALUES ('old@example.jp', '!', now() - interval '8 days'), ('new@example.jp', '!', now())");
  const after = (await get('/api/v1/dashboard')).json().data;
  expect({
    pending: after.pending_expert_applications - start.pending_expert_applications,
    stale: after.stale_unanswered_questions - start.stale_unanswered_questions,
    members: after.new_members - start.new_members,
  }).toEqual({ pending: 1, stale: 1, members: 1 });
  for (const token of [w.tokens.free, w.tokens.expert]) expect((await get('/api/v1/dashboard', token)).statusCode).toBe(403);
});

test('the audit log lists admin actions newest first, with who did them, and filters', async () => {
  const adminId = await userIdOf(t.db, ADMIN.email);
  const free = await userIdOf(t.db, DEMO.free);
  await call(t.app, 'PATCH', `/api/v1/users/${free}`, { token: w.tokens.admin, payload: { role: 'paid_member' } });
  await call(t.app, 'POST', '/api/v1/tags', { token: w.tokens.admin, payload: { title: '監査のタグ', status: 'draft' } });
  await t.db.query("UPDATE audit_logs SET created_at = '2026-01-10T15:30:00Z' WHERE action = 'user.update'");
  const all = (await get('/api/v1/audit_logs')).json();
  expect(all.data.map((e: { action: string }) => e.action)).toEqual(['tags.create', 'user.update']);
  expect(all.data[1]).toMatchObject({ target_type: 'user', target_id: free, actor: { id: adminId }, detail: { role: { from: 'free_member', to: 'paid_member' } } });
  expect((await get('/api/v1/audit_logs?action=user.update')).json().meta.total).toBe(1);
  expect((await get('/api/v1/audit_logs?target_type=tags')).json().data.map((e: { action: string }) => e.action)).toEqual(['tags.create']);
  expect((await get(`/api/v1/audit_logs?actor_user_id=${adminId}`)).json().meta.total).toBe(2);
  // 2026-01-10T15:30Z is 2026-01-11 00:30 in Japan.
  expect((await get('/api/v1/audit_logs?from=2026-01-11&to=2026-01-11')).json().data.map((e: { action: string }) => e.action)).toEqual(['user.update']);
  expect((await get('/api/v1/audit_logs?to=2026-01-10')).json().meta.total).toBe(0);
  for (const [query, field] of [['from=yesterday', 'from'], ['action=DROP TABLE', 'action'], ['per=1000', 'per']] as const) {
    const res = await get(`/api/v1/audit_logs?${query}`);
    expect([query, res.statusCode, res.json().errors[0].field]).toEqual([query, 400, field]);
  }
  expect((await get('/api/v1/audit_logs', w.tokens.paid)).statusCode).toBe(403);
  expect((await get('/api/v1/dashboard')).json().data.recent_actions.map((e: { action: string }) => e.action)).toEqual(['tags.create', 'user.update']);
});
