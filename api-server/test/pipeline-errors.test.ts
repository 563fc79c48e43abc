// Failures outside any route handler and answers that drift from the contract.
import Fastify from 'fastify';
import { Type } from 'typebox';
import { BAD_URL_MESSAGE, registerErrorHandler } from '../src/plugins/error-handler';
import { registerResponseContract } from '../src/plugins/response-contract';
import { call, useTestApp, tokenFor, DEMO } from './helpers/test-app';

const t = useTestApp();

test("a failure in the request pipeline answers 500 with 'Unknown middleware' beside the Japanese message", async () => {
  const token = await tokenFor(t.app, DEMO.free);
  // Reading the token needs revoked_tokens; without it the auth hook fails before any handler runs.
  await t.db.exec('ALTER TABLE revoked_tokens RENAME TO revoked_tokens_gone');
  try {
    const res = await call(t.app, 'GET', '/api/v1/users/is_login', { token });
    expect(res.statusCode).toBe(500);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'システムエラーが発生しました。時間をおいてもう一度お試しください。',
      'Unknown middleware',
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  } finally {
    await t.db.exec('ALTER TABLE revoked_tokens_gone RENAME TO revoked_tokens');
  }
});

test('a failure inside a handler is a plain system error (no middleware mark)', async () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/api/v1/boom', async () => {
    throw new Error('bug');
  });
  const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
  expect([res.statusCode, res.json().errors]).toEqual([500, [{ message: 'システムエラーが発生しました。時間をおいてもう一度お試しください。' }]]);
  await app.close();
});

describe('response contract (tests only)', () => {
  async function appAnswering(answer: unknown) {
    const app = Fastify();
    registerErrorHandler(app);
    registerResponseContract(app);
    const schema = { response: { 200: Type.Object({ data: Type.Object({ id: Type.Integer(), title: Type.String() }) }) } };
    app.get('/api/v1/thing', { schema }, async () => answer);
    return app;
  }

  test('an answer that fits its schema goes out unchanged', async () => {
    const app = await appAnswering({ data: { id: 1, title: 'タイトル' } });
    const res = await app.inject({ method: 'GET', url: '/api/v1/thing' });
    expect([res.statusCode, res.json()]).toEqual([200, { data: { id: 1, title: 'タイトル' } }]);
    await app.close();
  });

  test.each([
    ['a missing field', { data: { id: 1 } }],
    ['a null where a string belongs (the serializer would send "")', { data: { id: 1, title: null } }],
    ['a wrong type', { data: { id: '1', title: 'タイトル' } }],
  ])('%s fails the call', async (_name, answer) => {
    const app = await appAnswering(answer);
    const res = await app.inject({ method: 'GET', url: '/api/v1/thing' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});

// The router refuses a URL it cannot decode before any route or hook; the answer is still ours.
describe('a URL with a broken percent-encoding', () => {
  test.each(['/api/v1/questions/%', '/search/%E0%A4%A'])('%s answers 400 in Japanese', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message: BAD_URL_MESSAGE }], request_id: expect.any(String) });
  });
});
