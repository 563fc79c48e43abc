// Input PostgreSQL cannot store, requests Node's HTTP parser refuses, values of the wrong JSON type,
// and the security headers on every kind of answer (docs/product.md#error-catalogue).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { DATA_EXCEPTION_MESSAGE, registerErrorHandler } from '../src/plugins/error-handler';
import { CLIENT_ERROR_MESSAGES } from '../src/plugins/client-errors';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { call, DEMO, expectFieldErrors, tokenFor, useTestApp } from './helpers/test-app';

const t = useTestApp();
const contact = { name: '福祉 太郎', email: 'taro@example.jp', subject: '退会について', body: '退会の方法を教えてください。' };
const signUp = { email: 'new-member@example.jp', password: 'safe-pass-2026', nickname: 'はじめての利用者', agree_terms: true };

// These used to reach PostgreSQL: NUL failed the query (22021) and a lone surrogate failed the audit
// log's or a job's jsonb (22P02), each a 500 — four of them without signing in.
describe('text PostgreSQL cannot store is refused with 400 naming the field', () => {
  test.each([
    ['a NUL in a search keyword', '/api/v1/questions?keyword=%E7%A6%8F%00', 'keyword', 'キーワードに使えない文字が含まれています。'],
    ['a NUL in a column tag', '/api/v1/columns?tag=a%00', 'tag', 'タグに使えない文字が含まれています。'],
    ['a NUL in a category title', '/api/v1/categories/show_by_title?title=%00', 'title', 'タイトルに使えない文字が含まれています。'],
  ])('%s (visitor)', async (_what, url, field, message) => {
    expectFieldErrors(await call(t.app, 'GET', url), [{ field, message }]);
  });

  test.each([
    ['a NUL', { ...contact, name: '福祉\u0000太郎' }, 'name', 'お名前に使えない文字が含まれています。'],
    ['a lone high surrogate', { ...contact, subject: '退会\ud800' }, 'subject', '件名に使えない文字が含まれています。'],
    ['a lone low surrogate', { ...contact, body: '\udc00本文' }, 'body', '本文に使えない文字が含まれています。'],
  ])('%s in a contact message (visitor); nothing is stored', async (_what, payload, field, message) => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a hostile client would send it.
    expectFieldErrors(await call(t.app, 'POST', '/api/v1/contacts', { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }), [
      { field, message },
    ]);
    expect(await t.db.query('SELECT id FROM contacts')).toEqual([]);
  });

  test('in a nested field, a list or a path, the field is named as a schema error would name it', async () => {
    const token = await tokenFor(t.app, DEMO.paid);
    const res = await call(t.app, 'PATCH', '/api/v1/questions/1', { token, payload: { title: 'ok', tag_ids: [1], body: ['x', 'y\u0000'] } });
    expectFieldErrors(res, [{ field: 'body', message: '本文に使えない文字が含まれています。' }]);
    expectFieldErrors(await call(t.app, 'GET', '/api/v1/questions/1%00'), [{ field: 'id', message: 'IDに使えない文字が含まれています。' }]);
  });

  test('paired surrogates (emoji) and other odd but storable text are kept as sent', async () => {
    const body = '絵文字🙂と👩\u200d👩\u200d👧、右から左\u202eへ';
    expect((await call(t.app, 'POST', '/api/v1/contacts', { payload: { ...contact, body } })).statusCode).toBe(201);
    expect(await t.db.one('SELECT body FROM contacts')).toEqual({ body });
  });

  // A value PostgreSQL refuses that no check caught used to answer 500 and be logged as a bug.
  test('a data exception that still reaches PostgreSQL answers 400 in Japanese, logged at warn', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    registerErrorHandler(app);
    app.get('/api/v1/boom', async () => t.db.query('SELECT $1::integer AS n', ['9999999999999999999']));
    const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect([res.statusCode, res.json()]).toEqual([400, { errors: [{ message: DATA_EXCEPTION_MESSAGE }] }]);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[40, 'the database refused a value as bad input']]);
    await app.close();
  });
});

// The body used to be coerced to the contract's types: a nickname of 123 was stored as "123", true
// as "true", and "5" became the number 5.
describe('a JSON body must carry the contract’s types', () => {
  test.each([
    ['a number for a text field', { ...signUp, nickname: 123 }, 'nickname', 'ニックネームの形式が正しくありません。'],
    ['true for a text field', { ...signUp, nickname: true }, 'nickname', 'ニックネームの形式が正しくありません。'],
    ['the string "true" for true', { ...signUp, agree_terms: 'true' }, 'agree_terms', '利用規約に同意してください。'],
    ['a list of one string for a text field', { ...signUp, nickname: ['はじめての利用者'] }, 'nickname', 'ニックネームの形式が正しくありません。'],
  ])('%s is refused naming the field; no account is made', async (_what, payload, field, message) => {
    expectFieldErrors(await call(t.app, 'POST', '/api/v1/users', { payload }), [{ field, message }]);
    expect(await t.db.query('SELECT id FROM users WHERE email = $1', [signUp.email])).toEqual([]);
  });

  test('a number in a string for a number field is refused too', async () => {
    const token = await tokenFor(t.app, DEMO.paid);
    const res = await call(t.app, 'POST', '/api/v1/questions', { token, payload: { title: '質問', body: '本文', category_id: '1' } });
    expectFieldErrors(res, [{ field: 'category_id', message: 'カテゴリの形式が正しくありません。' }]);
  });

  test('query strings and paths are text: their numbers are still read as numbers', async () => {
    expect((await call(t.app, 'GET', '/api/v1/questions?page=1&per=5')).json().meta).toEqual(expect.objectContaining({ page: 1, per: 5 }));
    expect((await call(t.app, 'GET', '/api/v1/questions/2147483647')).statusCode).toBe(404);
  });
});

/** One raw HTTP exchange: what the server writes before it closes the connection. */
function rawExchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      if (!statusLine) reject(new Error('no answer'));
      else resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    // The server closes while the rest of a huge request is still being written.
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

// Node's parser refuses these before Fastify sees a request; they used to answer Fastify's English
// {"error":"Request Header Fields Too Large",…} (or "Client Error") without the security headers.
describe('requests Node refuses answer JSON in Japanese with the security headers', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  test.each([
    ['a 100 KB header', `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`, 431],
    ['a 100 KB request line', `GET /api/v1/health?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 414],
    ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400],
  ] as const)('%s', async (_what, request, status) => {
    const normal = await call(t.app, 'GET', '/api/v1/health');
    const res = await rawExchange(port, request);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ errors: [{ message: CLIENT_ERROR_MESSAGES[status] }] });
    for (const name of [...Object.keys(SECURITY_HEADERS), 'cache-control']) expect([name, res.headers[name]]).toEqual([name, normal.headers[name]]);
  });
});

describe('security headers (@fastify/helmet and ours)', () => {
  test('an API answer carries them all, with the values the site relies on', async () => {
    const res = await call(t.app, 'GET', '/api/v1/health');
    expect(res.headers).toEqual(
      expect.objectContaining({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
        'cache-control': 'no-store',
      }),
    );
    expect(String(res.headers['content-security-policy']).split(';')).toEqual(
      expect.arrayContaining(["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]),
    );
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  // Load shedding answered before helmet's hook ran: its 503 had none of them.
  test('a request shed under load: the same headers on its 503', async () => {
    // A 1 MB heap limit is always passed; the heap is first measured after one sample interval (5 s).
    const app = await t.rebuild({ LOAD_SHED_HEAP_USED_MB: '1' });
    let res = await call(app, 'GET', '/api/v1/tags');
    for (let i = 0; i < 150 && res.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await call(app, 'GET', '/api/v1/tags');
    }
    expect(res.statusCode).toBe(503);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, res.headers[name]]).toEqual([name, value]);
  }, 30_000);

  test.each([
    ['a URL the router cannot decode', '/api/v1/questions/%', 400],
    ['a path segment past the router’s limit', `/api/v1/questions/${'1'.repeat(150)}`, 414],
    ['a body that is not JSON', '/api/v1/contacts', 400],
    ['an unknown path', '/api/v1/nothing-here', 404],
  ])('%s: the same headers on the error answer', async (_what, url, status) => {
    const post = url === '/api/v1/contacts';
    const res = await t.app.inject({ method: post ? 'POST' : 'GET', url, ...(post ? { payload: '{"name":', headers: { 'content-type': 'application/json' } } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.json().errors[0].message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, res.headers[name]]).toEqual([name, value]);
  });
});
