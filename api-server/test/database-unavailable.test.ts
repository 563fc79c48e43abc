// Which failures mean "the database is away for now" (db/unavailable.ts), and what the API answers
// then: 503 in Japanese with Retry-After, the health check included, and back to normal as soon as
// the database answers. Here the database's failures are made by a wrapper, on either database;
// database-outage.test.ts stops a real PostgreSQL under load.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, Queryable } from '../src/db/database';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { UNAVAILABLE_MESSAGE } from '../src/plugins/error-handler';
import { DATABASE_UNREACHABLE } from '../src/db/unavailable';
import { testEnv, useTestApp } from './helpers/test-app';

const t = useTestApp();

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test('connection failures, server shutdowns and timeouts count as unavailable; bugs and bad input do not', () => {
  const unavailable = [
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('read ECONNRESET', 'ECONNRESET'),
    new Error('Connection terminated unexpectedly'),
    new Error('Connection terminated due to connection timeout'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('the database system is in recovery mode', '57P03'),
    withCode('canceling statement due to statement timeout', '57014'),
    withCode('sorry, too many clients already', '53300'),
    withCode('connection failure', '08006'),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    new Error('pg-boss could not send', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') }),
  ];
  const other = [
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('relation "contacts" does not exist', '42P01'),
    withCode('syntax error at or near "SELEC"', '42601'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'a string',
    null,
  ];
  expect(unavailable.filter((e) => !isDatabaseUnavailable(e)).map(String)).toEqual([]);
  expect(other.filter((e) => isDatabaseUnavailable(e)).map(String)).toEqual([]);
});

describe('while the database refuses connections', () => {
  let down = false;
  let app: FastifyInstance;
  const refused = () => Promise.reject(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));

  beforeEach(async () => {
    down = false;
    // The test database, with a switch that makes every call fail as a stopped server's would.
    const gated = (q: Queryable): Queryable => ({
      query: (sql, params) => (down ? refused() : q.query(sql, params)),
      one: (sql, params) => (down ? refused() : q.one(sql, params)),
      exec: (sql) => (down ? refused() : q.exec(sql)),
    });
    const db: Database = { ...t.db, ...gated(t.db), transaction: (fn) => (down ? refused() : t.db.transaction((tx) => fn(gated(tx)))) };
    app = await buildApp({ config: loadConfig(testEnv(t.dataDir)), db });
  });
  afterEach(() => app.close());

  test('calls answer 503 in Japanese with Retry-After and the request id; health says the database is unreachable', async () => {
    down = true;
    for (const [method, url] of [
      ['GET', '/api/v1/questions'],
      ['POST', '/api/v1/contacts'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { name: '名前', email: 'a@example.jp', subject: '件名', body: '本文' } : undefined });
      expect([method, url, res.statusCode]).toEqual([method, url, 503]);
      expect(res.json()).toEqual({ errors: [{ message: UNAVAILABLE_MESSAGE }], request_id: res.headers['x-request-id'] });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A signed-in call fails in the token check, before its handler: also 503, not a middleware 500.
    const signedIn = await app.inject({ method: 'GET', url: '/api/v1/users/is_login', headers: { authorization: `JWT ${app.ctx.tokens.sign({ id: 1, token_version: 0 })}` } });
    expect(signedIn.statusCode).toBe(503);

    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      database: t.db.kind,
      errors: [{ message: DATABASE_UNREACHABLE }],
      request_id: health.headers['x-request-id'],
    });
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);
    expect(health.headers['cache-control']).toBe('no-store');

    // Back as soon as the database answers: nothing to restart.
    down = false;
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toEqual({ status: 'ok', database: t.db.kind });
    expect((await app.inject({ method: 'GET', url: '/api/v1/questions' })).statusCode).toBe(200);
  });
});
