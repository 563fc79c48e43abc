// Experts' records: public when approved, otherwise for the expert themself and admins; edited by
// the expert or an admin; only an admin changes the status (audited).
import { call, useTestApp } from './helpers/test-app';
import { member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
let pending: { id: number; token: string; infoId: number };
beforeEach(async () => {
  w = await qaWorld(t);
  const m = await member(t, 'pending@example.jp', 'expert', '申請中');
  const info = await t.db.one<{ id: number }>("INSERT INTO expert_infos (user_id, name, status) VALUES ($1, '申請 太郎', 'pending') RETURNING id", [m.id]);
  pending = { ...m, infoId: info!.id };
});

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;

test('the list shows approved experts to everyone; status filters are for admins', async () => {
  const list = (await call(t.app, 'GET', '/api/v1/expert_infos')).json();
  expect(list.data.map((e: { id: number }) => e.id)).toEqual([w.expertInfoId]);
  expect(list.meta.total).toBe(1);
  expect((await call(t.app, 'GET', '/api/v1/expert_infos?status=pending', { token: w.tokens.free })).statusCode).toBe(403);
  const admin = (await call(t.app, 'GET', '/api/v1/expert_infos?status=pending', { token: w.tokens.admin })).json();
  expect(admin.data.map((e: { id: number }) => e.id)).toEqual([pending.infoId]);
  expect((await call(t.app, 'GET', '/api/v1/expert_infos', { token: w.tokens.admin })).json().meta.total).toBe(2);
});

test('one record: public when approved; a pending one for the expert and admins only', async () => {
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${w.expertInfoId}`)).json().data).toMatchObject({ name: '山田 花子', title: '社会福祉士', status: 'approved' });
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${pending.infoId}`)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${pending.infoId}`, { token: w.tokens.expert })).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${pending.infoId}`, { token: pending.token })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${pending.infoId}`, { token: w.tokens.admin })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/show_with_user_id?user_id=${pending.id}`)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/show_with_user_id?user_id=${pending.id}`, { token: pending.token })).json().data.id).toBe(pending.infoId);
  const expertUser = (await call(t.app, 'GET', `/api/v1/expert_infos/${w.expertInfoId}`)).json().data.user_id;
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/show_with_user_id?user_id=${expertUser}`)).json().data.id).toBe(w.expertInfoId);
});

test('the expert edits their own record (blank text clears it, a picture is stored) but not its status', async () => {
  const res = await call(t.app, 'PUT', `/api/v1/expert_infos/${w.expertInfoId}`, {
    token: w.tokens.expert,
    payload: { name: ' 山田 花子 ', title: '精神保健福祉士', profile: '  ', qualifications: null, profile_image_data: PNG },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ name: '山田 花子', title: '精神保健福祉士', profile: null, qualifications: null, status: 'approved' });
  expect(res.json().data.profile_image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  const status = await call(t.app, 'PUT', `/api/v1/expert_infos/${w.expertInfoId}`, { token: w.tokens.expert, payload: { status: 'suspended' } });
  expect([status.statusCode, status.json().errors[0].field]).toEqual([403, 'status']);
  // Sending the unchanged status is harmless.
  expect((await call(t.app, 'PUT', `/api/v1/expert_infos/${w.expertInfoId}`, { token: w.tokens.expert, payload: { status: 'approved' } })).statusCode).toBe(200);
  expect(await t.db.query('SELECT 1 FROM audit_logs')).toEqual([]);
});

test('others get 403; an admin edits and changes the status, recorded in the audit log', async () => {
  expect((await call(t.app, 'PUT', `/api/v1/expert_infos/${w.expertInfoId}`, { token: pending.token, payload: { name: '乗っ取り' } })).statusCode).toBe(403);
  expect((await call(t.app, 'PUT', '/api/v1/expert_infos/999999', { token: w.tokens.free, payload: {} })).statusCode).toBe(403);
  expect((await call(t.app, 'PUT', '/api/v1/expert_infos/999999', { token: w.tokens.admin, payload: {} })).statusCode).toBe(404);
  const res = await call(t.app, 'PUT', `/api/v1/expert_infos/${pending.infoId}`, { token: w.tokens.admin, payload: { status: 'approved' } });
  expect(res.json().data.status).toBe('approved');
  expect(await t.db.one('SELECT action, target_id, detail FROM audit_logs')).toEqual({
    action: 'expert_info.update',
    target_id: pending.infoId,
    detail: { fields: ['status'], status: { from: 'pending', to: 'approved' } },
  });
  expect((await call(t.app, 'GET', `/api/v1/expert_infos/${pending.infoId}`)).statusCode).toBe(200);
});

test('bad input names the field in Japanese', async () => {
  for (const [payload, field, message] of [
    [{ name: '' }, 'name', 'お名前を入力してください。'],
    [{ name: '  ' }, 'name', 'お名前を入力してください。'],
    [{ profile: 'あ'.repeat(2001) }, 'profile', 'プロフィールは2000文字以内で入力してください。'],
    [{ status: 'boss' }, 'status', '状態の値が正しくありません。'],
    [{ profile_image_data: 'data:text/plain;base64,aGVsbG8=' }, 'profile_image_data', 'PNG・JPEG・WebP の画像を選んでください。'],
    [{ email: 'x' }, 'email', '「email」は使えない項目です。'],
  ] as const) {
    const res = await call(t.app, 'PUT', `/api/v1/expert_infos/${w.expertInfoId}`, { token: w.tokens.expert, payload });
    expect([field, res.statusCode, res.json().errors[0]]).toEqual([field, 400, { field, message }]);
  }
});
