// Profiles: nickname and picture (type by magic bytes, at most 2 MB, stored under DATA_DIR/uploads
// and served at /uploads/), owner or admin only; anyone may read one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, DEMO, call, tokenFor, useTestApp, userIdOf } from './helpers/test-app';

const t = useTestApp();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32, 3)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

async function infoIdOf(email: string): Promise<number> {
  const row = await t.db.one<{ id: number }>('SELECT ui.id FROM user_informations ui JOIN users u ON u.id = ui.user_id WHERE u.email = $1', [email]);
  return row!.id;
}
const uploadPath = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/uploads/', ''));

test('the owner changes the nickname; a blank one becomes null (shown as 未設定)', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const id = await infoIdOf(DEMO.free);
  const res = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { nickname: '  あおぞら ' } });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ id, user_id: await userIdOf(t.db, DEMO.free), nickname: 'あおぞら', profile_image: null });
  const blank = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { nickname: ' ' } });
  expect(blank.json().data.nickname).toBeNull();
});

test.each([
  ['png', PNG, 'image/png'],
  ['jpg', JPEG, 'image/jpeg'],
  ['webp', WEBP, 'image/webp'],
])('a %s picture is stored under a random name and served at /uploads/', async (ext, bytes, type) => {
  const token = await tokenFor(t.app, DEMO.free);
  const id = await infoIdOf(DEMO.free);
  const res = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: dataUrl(bytes, type) } });
  expect(res.statusCode).toBe(200);
  const url: string = res.json().data.profile_image;
  expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(bytes)).toBe(true);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
});

test('the type comes from the bytes, not from the declared type', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const id = await infoIdOf(DEMO.free);
  const html = dataUrl(Buffer.from('<script>alert(1)</script>'), 'image/png');
  const res = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: html } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ errors: [{ field: 'profile_image_data', message: 'PNG・JPEG・WebP の画像を選んでください。' }], request_id: expect.any(String) });
  const notDataUrl = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: 'https://example.com/a.png' } });
  expect(notDataUrl.statusCode).toBe(400);
});

test('a picture over 2 MB is refused with a message naming the field', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const id = await infoIdOf(DEMO.free);
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  const res = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: dataUrl(big) } });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors[0]).toEqual({ field: 'profile_image_data', message: '画像は2MB以下のものを選んでください。' });
});

test('replacing or removing the picture deletes the old file', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const id = await infoIdOf(DEMO.free);
  const first = (await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: dataUrl(PNG) } })).json().data.profile_image;
  const second = (await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: dataUrl(JPEG, 'image/jpeg') } })).json().data.profile_image;
  expect(existsSync(uploadPath(first))).toBe(false);
  expect(existsSync(uploadPath(second))).toBe(true);
  const removed = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token, payload: { profile_image_data: null } });
  expect(removed.json().data.profile_image).toBeNull();
  expect(existsSync(uploadPath(second))).toBe(false);
});

test("another member gets 403; an admin may change it (audited); unknown id 404 for the admin", async () => {
  const id = await infoIdOf(DEMO.free);
  expect((await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token: await tokenFor(t.app, DEMO.paid), payload: { nickname: 'x' } })).statusCode).toBe(403);
  const admin = await tokenFor(t.app, ADMIN.email);
  expect((await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token: admin, payload: { nickname: '管理者が修正' } })).statusCode).toBe(200);
  expect(await t.db.one("SELECT action FROM audit_logs WHERE target_type = 'user_information' AND target_id = $1", [id])).toEqual({ action: 'user_information.update' });
  expect((await call(t.app, 'PATCH', '/api/v1/user_informations/99999', { token: admin, payload: { nickname: 'x' } })).statusCode).toBe(404);
  expect((await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { payload: { nickname: 'x' } })).statusCode).toBe(401);
});

test('unknown fields are refused', async () => {
  const id = await infoIdOf(DEMO.free);
  const res = await call(t.app, 'PATCH', `/api/v1/user_informations/${id}`, { token: await tokenFor(t.app, DEMO.free), payload: { user_id: 1 } });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ field: 'user_id', message: '「user_id」は使えない項目です。' }]);
});

test('POST creates the own profile once; a second answers 409', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await t.db.query('DELETE FROM user_informations WHERE user_id = $1', [await userIdOf(t.db, DEMO.free)]);
  const res = await call(t.app, 'POST', '/api/v1/user_informations', { token, payload: { nickname: 'そら', profile_image_data: dataUrl(PNG) } });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ user_id: await userIdOf(t.db, DEMO.free), nickname: 'そら', profile_image: expect.stringMatching(/^\/uploads\//) });
  expect((await call(t.app, 'POST', '/api/v1/user_informations', { token, payload: { nickname: 'もう一度' } })).statusCode).toBe(409);
  expect((await call(t.app, 'POST', '/api/v1/user_informations', { payload: { nickname: 'だれか' } })).statusCode).toBe(401);
});

test('show_with_user_id is public; withdrawn or unknown users answer 404', async () => {
  const userId = await userIdOf(t.db, DEMO.expert);
  const res = await call(t.app, 'GET', `/api/v1/user_informations/show_with_user_id?user_id=${userId}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ user_id: userId, nickname: '山田 花子' });
  expect(res.body).not.toContain('@');
  expect((await call(t.app, 'GET', '/api/v1/user_informations/show_with_user_id?user_id=99999')).statusCode).toBe(404);
  const missing = await call(t.app, 'GET', '/api/v1/user_informations/show_with_user_id');
  expect(missing.json().errors).toEqual([{ field: 'user_id', message: 'ユーザーIDを入力してください。' }]);
  await call(t.app, 'DELETE', `/api/v1/users/${userId}`, { token: await tokenFor(t.app, DEMO.expert) });
  expect((await call(t.app, 'GET', `/api/v1/user_informations/show_with_user_id?user_id=${userId}`)).statusCode).toBe(404);
});
