// One database per test file (PGlite costs ~4 s to start, docs/stack.md#pglite-quirks; ~1 s from the
// migrated template of helpers/pglite-template.ts), emptied before each test; a fresh app (and so
// fresh rate-limit counters) per test. With DATABASE_URL set, each file gets a PostgreSQL database
// of its own, dropped at the end.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createScratchDatabase, createScratchPostgres, type ScratchDatabase } from '@hiroba/test-db';
import type { Role } from '@hiroba/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, prepareDatabase } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createPostgres, type Database } from '../../src/db/database';
import { resetRateLimits } from '../../src/plugins/rate-limits';
import { waitForMail } from './outbox';
import { openTemplatePglite } from './pglite-template';
import { deliverEvents as deliverPaymentEvents } from './payment-events';
import { TEST_READING_WORKER } from './reading-worker';

// The machine is shared with builds and browser tests; a busy moment should not fail a test.
jest.setTimeout(20_000);

export const ADMIN = { email: 'admin@example.jp', password: 'admin-pass-2026' };
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = { free: 'demo-free@example.jp', paid: 'demo-paid@example.jp', expert: 'demo-expert@example.jp' };
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestHarness {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  /** Rebuilds the app on the same database with other environment variables. */
  rebuild(env?: Record<string, string>): Promise<FastifyInstance>;
}

/** A PostgreSQL database of its own (for tests that run several apps or processes on one database). */
export async function freshPostgres(baseUrl: string): Promise<{ db: Database; drop(): Promise<void> }> {
  const scratch = await createScratchPostgres(baseUrl, 'hiroba_api_test');
  const db = createPostgres(scratch.url);
  return {
    db,
    async drop() {
      await db.close();
      await scratch.drop();
    },
  };
}

export function testEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_PASSWORD,
    // A low scrypt cost keeps the suite fast; production always uses N=2^17.
    PASSWORD_SCRYPT_LOG_N: '10',
    WEB_ROOT: path.join(dataDir, 'no-web-root'),
    OPERATOR_EMAIL: 'operator@example.jp',
    // Tests count the questions they make; the demo Q&A content has its own test.
    DEMO_QA: 'false',
    // The analyser's worker holds ~400 MB: only the tests of the readings start it (readings*.test.ts).
    MAKE_READINGS: 'false',
    ...extra,
  };
}

/**
 * REDIS_URL and a key prefix of this run's own: tests of state shared between servers use the
 * machine's Redis (127.0.0.1:6379 unless TEST_REDIS_URL says otherwise) without meeting other runs.
 */
export function sharedRedisEnv(): Record<string, string> {
  return {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `hiroba-test:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}:`,
  };
}

/** Deletes the keys a sharedRedisEnv() run wrote. */
export async function dropSharedRedisKeys(env: Record<string, string>): Promise<void> {
  const client = new Redis(env.REDIS_URL!);
  try {
    const keys = await client.keys(`${env.REDIS_KEY_PREFIX}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/** Another app on the harness's database, as a second API server behind a load balancer would be. */
export async function buildSibling(t: TestHarness, extra: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp({ config: loadConfig(testEnv(t.dataDir, extra)), db: t.db, readingWorker: TEST_READING_WORKER });
}

/**
 * The hooks of a describe block where the harness's app and a second one (`other()`) share the
 * machine's Redis, as two API servers with REDIS_URL do.
 */
export function useRedisSibling(t: TestHarness): { redis: Record<string, string>; other(): FastifyInstance } {
  const redis = sharedRedisEnv();
  let other: FastifyInstance;
  beforeEach(async () => {
    await t.rebuild(redis);
    other = await buildSibling(t, redis);
  });
  afterEach(() => other.close());
  afterAll(() => dropSharedRedisKeys(redis));
  return { redis, other: () => other };
}

/** Tables a migration fills (011_moderation.sql: the starter watched words, the help lines): put back as migrated. */
const MIGRATION_SEEDED = ['watched_words', 'help_lines'];
const seededRows = new WeakMap<Database, Map<string, unknown[]>>();
/** The last search vocabulary version the harness wrote (emptyDatabase). */
let vocabularyVersion = Date.now();

export async function emptyDatabase(db: Database): Promise<void> {
  // The first call sees the database as migrated (useTestApp's first beforeEach, before any test).
  if (!seededRows.has(db)) {
    const rows = new Map<string, unknown[]>();
    for (const table of MIGRATION_SEEDED) rows.set(table, await db.query(`SELECT * FROM ${table} ORDER BY id`));
    seededRows.set(db, rows);
  }
  const tables = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  await db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  for (const [table, rows] of seededRows.get(db)!) {
    await db.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  // The search vocabulary's version row (018_search.sql), with a value never used before: a server's
  // copy from an earlier test must not take it for the version it already holds.
  await db.query('INSERT INTO search_vocabulary_version (version) VALUES ($1)', [++vocabularyVersion]);
}

/**
 * Sets up the hooks of a test file and returns the harness. The app is built once per file (Fastify
 * compiles every schema at start, ~0.3 s); before each test the tables are emptied and the start-up
 * content (admin, demo) is written again and the rate-limit counters are emptied.
 */
export function useTestApp(env: Record<string, string> = {}): TestHarness {
  const harness = {} as TestHarness;
  let scratch: ScratchDatabase | null = null;
  let current: FastifyInstance | null = null;

  let customised = false;
  harness.rebuild = async (extra = {}) => {
    customised = Object.keys(extra).length > 0;
    await current?.close();
    current = null;
    harness.config = loadConfig(testEnv(harness.dataDir, { ...env, ...extra }));
    current = await buildApp({ config: harness.config, db: harness.db, readingWorker: TEST_READING_WORKER });
    harness.app = current;
    return current;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase({ prefix: 'hiroba_api_test', postgresUrl: process.env.DATABASE_URL });
    harness.dataDir = scratch.dataDir;
    // PGlite in memory: the same engine as in the data folder, without the disk writes.
    harness.db = scratch.databaseUrl ? createPostgres(scratch.databaseUrl) : await openTemplatePglite();
    await harness.rebuild();
  }, 60_000);

  beforeEach(async () => {
    // A test that rebuilt the app with other variables leaves it; the next test gets the default one.
    if (customised) await harness.rebuild();
    // Views counted by the previous test are written now, not into this test's fresh rows.
    await Promise.all([harness.app.ctx.services.content.questionViews.flush(), harness.app.ctx.services.content.columnViews.flush()]);
    // The local payment provider's events of the previous test reach the webhook while its records exist.
    await deliverPaymentEvents(harness.app);
    await emptyDatabase(harness.db);
    await prepareDatabase(harness.db, harness.config, harness.app.ctx.passwords);
    await resetRateLimits(harness.app);
    // Totals and records cached by the previous test describe rows that are gone now.
    harness.app.ctx.services.content.cache.clear();
    harness.app.ctx.services.content.records.clear();
    // Mail a previous test caused is delivered first, so it cannot land in this test's outbox.
    await waitForMail(harness.app);
    rmSync(path.join(harness.dataDir, 'outbox'), { recursive: true, force: true });
  }, 30_000);

  afterAll(async () => {
    await current?.close();
    await harness.db?.close();
    await scratch?.drop();
  }, 30_000);

  return harness;
}

export const authHeader = (token: string) => ({ authorization: `JWT ${token}` });

/** Signs in through the API and returns the token. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign_in ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** A token for a seeded account without going through sign-in (no rate limit, no hashing). */
export async function tokenFor(app: FastifyInstance, email: string): Promise<string> {
  const row = await app.ctx.db.one<{ id: number; token_version: number }>('SELECT id, token_version FROM users WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return app.ctx.tokens.sign(row);
}

export const signInAdmin = (app: FastifyInstance) => signIn(app, ADMIN.email, ADMIN.password);
export const signInDemo = (app: FastifyInstance, who: keyof typeof DEMO) => signIn(app, DEMO[who], DEMO_PASSWORD);

export async function userIdOf(db: Database, email: string): Promise<number> {
  const row = await db.one<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * Gives `email` a role behind the API, as a membership's end or an expert's approval does, and tells
 * the app so, as those do (its session check holds each token's role: users/session-cache.ts).
 */
export async function setRole(t: TestHarness, email: string, role: string): Promise<void> {
  const id = await userIdOf(t.db, email);
  await t.db.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
  t.app.ctx.events.publish({ type: 'user.changed', id, role: role as Role });
}

/** inject() with a JSON body and an optional token. */
export function call(app: FastifyInstance, method: InjectOptions['method'], url: string, options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {}) {
  return app.inject({
    method,
    url,
    payload: options.payload as InjectOptions['payload'],
    headers: { ...(options.token ? authHeader(options.token) : {}), ...options.headers },
  });
}

/** Bad input: a 400 whose errors include these, each naming its field in Japanese. */
export function expectFieldErrors(res: { statusCode: number; json(): { errors: unknown } }, items: Array<{ field: string; message: string }>): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual(expect.arrayContaining(items));
}
