// お問い合わせ (stored and mailed to OPERATOR_EMAIL), the health check and error answers.
import { waitForMail } from './helpers/outbox';
import { ADMIN, call, DEMO, expectFieldErrors, tokenFor, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
const message = { name: '福祉 太郎', email: 'taro@example.jp', subject: '退会について', body: '退会の方法を教えてください。' };

test('anyone may send a message: stored and mailed to the operator', async () => {
  const res = await call(t.app, 'POST', '/api/v1/contacts', { payload: message });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
  expect(await t.db.one('SELECT name, email, subject, body, user_id FROM contacts')).toEqual({ ...message, user_id: null });
  const [mail] = await waitForMail(t.app);
  expect(mail.to).toBe('operator@example.jp');
  expect(mail.subject).toBe('【障害福祉Q&Aひろば】お問い合わせ: 退会について');
  expect(mail.text).toContain('退会の方法を教えてください。');
  expect(mail.text).toContain('taro@example.jp');
});

test('a signed-in member is linked to the message', async () => {
  await call(t.app, 'POST', '/api/v1/contacts', { token: await tokenFor(t.app, DEMO.free), payload: message });
  expect(await t.db.one('SELECT user_id FROM contacts')).toEqual({ user_id: await userIdOf(t.db, DEMO.free) });
});

test('admins read the messages, newest first, a page at a time; nobody else does', async () => {
  for (const subject of ['一通目', '二通目', '三通目']) await call(t.app, 'POST', '/api/v1/contacts', { payload: { ...message, subject } });
  const admin = await tokenFor(t.app, ADMIN.email);
  const first = await call(t.app, 'GET', '/api/v1/contacts?per=2', { token: admin });
  expect(first.statusCode).toBe(200);
  expect(first.json().meta).toEqual({ page: 1, per: 2, total: 3, total_pages: 2 });
  expect(first.json().data.map((c: { subject: string }) => c.subject)).toEqual(['三通目', '二通目']);
  expect(first.json().data[0]).toEqual({ id: expect.any(Number), user_id: null, kind: 'inquiry', url: null, name: message.name, email: message.email, subject: '三通目', body: message.body, created_at: expect.any(String) });
  const second = await call(t.app, 'GET', '/api/v1/contacts?per=2&page=2', { token: admin });
  expect(second.json().data.map((c: { subject: string }) => c.subject)).toEqual(['一通目']);
  expect((await call(t.app, 'GET', '/api/v1/contacts', { token: await tokenFor(t.app, DEMO.free) })).statusCode).toBe(403);
  expect((await call(t.app, 'GET', '/api/v1/contacts')).statusCode).toBe(401);
});

test('each missing or blank field is named in Japanese', async () => {
  const res = await call(t.app, 'POST', '/api/v1/contacts', { payload: { email: 'x' } });
  expectFieldErrors(res, [
    { field: 'name', message: 'お名前を入力してください。' },
    { field: 'subject', message: '件名を入力してください。' },
    { field: 'body', message: '本文を入力してください。' },
    { field: 'email', message: 'メールアドレスの形式が正しくありません。' },
  ]);
  const blank = await call(t.app, 'POST', '/api/v1/contacts', { payload: { ...message, body: '  ' } });
  expect(blank.json().errors).toEqual([{ field: 'body', message: '本文を入力してください。' }]);
});

test('is rate limited per IP', async () => {
  for (let i = 0; i < 10; i++) expect((await call(t.app, 'POST', '/api/v1/contacts', { payload: message })).statusCode).toBe(201);
  expect((await call(t.app, 'POST', '/api/v1/contacts', { payload: message })).statusCode).toBe(429);
});

test('health answers ok with the database kind, never cached', async () => {
  const res = await call(t.app, 'GET', '/api/v1/health');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  expect(res.headers['cache-control']).toBe('no-store');
});

test('unknown /api paths and wrong methods answer JSON errors, not HTML', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(404);
  expect(res.json().errors[0].message).toMatch(/見つかりません/);
  const wrongType = await t.app.inject({ method: 'POST', url: '/api/v1/contacts', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
  expect(wrongType.statusCode).toBe(415);
  expect(wrongType.json().errors[0].message).toMatch(/JSON/);
});

test('a failure inside a handler answers 500 without internals', async () => {
  await t.db.exec('ALTER TABLE contacts RENAME TO contacts_moved');
  try {
    const res = await call(t.app, 'POST', '/api/v1/contacts', { payload: message });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: [{ message: 'システムエラーが発生しました。時間をおいてもう一度お試しください。' }], request_id: expect.any(String) });
    expect(res.body).not.toMatch(/contacts|stack|at /);
  } finally {
    await t.db.exec('ALTER TABLE contacts_moved RENAME TO contacts');
  }
});
