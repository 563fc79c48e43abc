// The server's log, read as written (pino into a buffer): one JSON line per request with its request
// id, route pattern, status and the signed-in person's id; the same id in the x-request-id header
// and in every error answer's body; never a password, token, e-mail address, question text or
// search word, even when a call fails inside the database.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { safeError } from '../src/lib/log-safety';
import { qaWorld } from './helpers/qa';
import { DEMO, DEMO_PASSWORD, testEnv, useTestApp } from './helpers/test-app';

const t = useTestApp();

interface LogLine {
  level: number;
  msg: string;
  request_id?: string;
  [key: string]: unknown;
}

let app: FastifyInstance | null = null;
let written = '';
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A second app on the test database whose logger writes into `written`, as production logs (info). */
async function loggedApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  written = '';
  // Load shedding on, as in production, at a limit the test never reaches: its plugin is part of the app.
  app = await buildApp({ config: loadConfig(testEnv(t.dataDir, { LOAD_SHED_EVENT_LOOP_DELAY_MS: '60000', ...env })), db: t.db, logger: { level: 'info', stream: { write: (line: string) => void (written += line) } } });
  return app;
}
const lines = (): LogLine[] => written.trim().split('\n').map((line) => JSON.parse(line) as LogLine);
const requestLines = () => lines().filter((l) => l.msg === 'request');

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

test('one line per request; secrets, addresses and what people wrote never reach the log', async () => {
  const w = await qaWorld(t);
  const server = await loggedApp();
  const wrongPassword = 'wrong-password-4821';
  const question = { title: 'ログに出てはいけない質問の題', body: 'ログに出てはいけない質問の本文です。', category_id: w.categoryId };
  const keyword = '秘密の検索語';

  const signIn = await server.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { email: DEMO.paid, password: DEMO_PASSWORD } });
  expect(signIn.statusCode).toBe(200);
  const token: string = signIn.json().data.token;
  const refused = await server.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { email: DEMO.paid, password: wrongPassword } });
  expect(refused.statusCode).toBe(401);
  const asked = await server.inject({ method: 'POST', url: '/api/v1/questions', headers: { authorization: `JWT ${token}` }, payload: question });
  expect(asked.statusCode).toBe(201);
  const search = await server.inject({ method: 'GET', url: `/api/v1/questions?keyword=${encodeURIComponent(keyword)}` });
  expect(search.statusCode).toBe(200);
  // A failure inside the database, with an e-mail address and text in the request.
  await t.db.exec('ALTER TABLE contacts RENAME TO contacts_moved');
  let broken;
  try {
    broken = await server.inject({ method: 'POST', url: '/api/v1/contacts', payload: { name: '記録 太郎', email: 'secret-sender@example.jp', subject: '件名', body: 'ログに出てはいけない問い合わせ' } });
  } finally {
    await t.db.exec('ALTER TABLE contacts_moved RENAME TO contacts');
  }
  expect(broken.statusCode).toBe(500);

  // The load-shedding plugin is part of the app, and quiet.
  expect(server.isUnderPressure()).toBe(false);
  const calls = [signIn, refused, asked, search, broken];
  const logged = requestLines();
  expect(logged).toHaveLength(calls.length);
  const userId = (await t.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.paid]))!.id;
  expect(logged.map(({ method, route, status, user_id }) => ({ method, route, status, user_id }))).toEqual([
    { method: 'POST', route: '/api/v1/auth/sign_in', status: 200, user_id: null },
    { method: 'POST', route: '/api/v1/auth/sign_in', status: 401, user_id: null },
    { method: 'POST', route: '/api/v1/questions', status: 201, user_id: userId },
    { method: 'GET', route: '/api/v1/questions', status: 200, user_id: null },
    { method: 'POST', route: '/api/v1/contacts', status: 500, user_id: null },
  ]);
  for (const [i, line] of logged.entries()) {
    expect(line.request_id).toBe(calls[i].headers['x-request-id']);
    expect(line.ms).toEqual(expect.any(Number));
  }
  // Error answers carry the id of their log line; the 500's error line carries it too.
  expect(refused.json().request_id).toBe(logged[1].request_id);
  expect(broken.json()).toEqual({ errors: [expect.objectContaining({ message: expect.any(String) })], request_id: logged[4].request_id });
  const errorLine = lines().find((l) => l.msg === 'unhandled error');
  expect(errorLine).toMatchObject({ request_id: logged[4].request_id, err: { type: expect.any(String), message: expect.stringContaining('contacts') } });

  // A log call that passes such fields by mistake prints them redacted.
  server.log.warn({ user: { email: 'careless@example.jp', password: 'careless-password' }, token: 'careless-token' }, 'a careless line');
  expect(lines().find((l) => l.msg === 'a careless line')).toMatchObject({ user: { email: '[redacted]', password: '[redacted]' }, token: '[redacted]' });

  for (const secret of ['careless-password', 'careless-token', DEMO_PASSWORD, wrongPassword, token, question.title, question.body, keyword, encodeURIComponent(keyword), 'ログに出てはいけない問い合わせ']) {
    expect(written).not.toContain(secret);
  }
  expect(written).not.toMatch(EMAIL);
});

test('an error is logged by type, code, message and stack: never a database error’s detail, nor an address', () => {
  const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (lower(email))=(taro@example.jp) already exists.',
    cause: new Error('mail to hanako@example.jp failed'),
  });
  const logged = JSON.stringify(safeError(error));
  expect(JSON.parse(logged)).toEqual({
    type: 'Error',
    code: '23505',
    message: error.message,
    stack: expect.any(String),
    cause: { type: 'Error', message: 'mail to [email] failed', stack: expect.any(String) },
  });
  expect(logged).not.toMatch(EMAIL);
  // pg-boss reports some failures as copies of the error: the same fields, no more.
  const copied = JSON.stringify(safeError({ ...error, message: error.message, stack: error.stack, queue: 'mail' }));
  expect(JSON.parse(copied)).toEqual({ ...JSON.parse(logged), type: 'Object' });
});

test('a trusted proxy’s x-request-id is kept; anything else gets an id of its own', async () => {
  const direct = await loggedApp();
  const fromClient = await direct.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { 'x-request-id': 'client-chosen-id-1' } });
  expect(fromClient.headers['x-request-id']).not.toBe('client-chosen-id-1');
  expect(fromClient.json().request_id).toBe(fromClient.headers['x-request-id']);
  await direct.close();

  // inject() comes from 127.0.0.1, here the address of the proxy.
  const proxied = await loggedApp({ TRUST_PROXY: '127.0.0.1' });
  const kept = await proxied.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { 'x-request-id': 'nginx-4f1c2a9b' } });
  expect(kept.headers['x-request-id']).toBe('nginx-4f1c2a9b');
  expect(kept.json()).toMatchObject({ request_id: 'nginx-4f1c2a9b' });
  expect(requestLines().at(-1)).toMatchObject({ request_id: 'nginx-4f1c2a9b', route: null, status: 404 });
  // Not an id: replaced, so nothing but an id reaches the log.
  const forged = await proxied.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'x"}\n{"msg":"forged' } });
  expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
