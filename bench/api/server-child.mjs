// The server side of the API benchmark, in its own process so the load generator does not share its
// event loop: opens the database (PGlite in BENCH_DATA_DIR, or PostgreSQL at BENCH_DATABASE_URL),
// migrates and seeds it, builds the real app (api-server/dist/app.js buildApp) and a bare Fastify
// route, listens on free 127.0.0.1 ports, measures each scenario's SQL once with EXPLAIN ANALYZE,
// then tells the parent (IPC) where to aim. It closes everything when the parent says 'stop'.
import { createRequire } from 'node:module';
import { seedBulk } from './seed-bulk.mjs';
import { seedColumns } from './seed-columns.mjs';
import { probeScenarios } from './sql-probe.mjs';

const require = createRequire(import.meta.url);
const Fastify = require('fastify');
const { buildApp, prepareDatabase } = require('../../api-server/dist/app.js');
const { loadConfig } = require('../../api-server/dist/config.js');
const { openDatabase } = require('../../api-server/dist/db/database.js');
const { createPasswordHasher } = require('../../api-server/dist/lib/password.js');

const send = (message) => process.send?.(message);
const log = (text) => send({ type: 'log', text });

/** The app's Database with every statement optionally recorded (SQL, parameters, milliseconds). */
function recording(db) {
  const state = { log: null };
  const timed = (fn) => async (sql, params) => {
    const started = performance.now();
    try {
      return await fn(sql, params);
    } finally {
      state.log?.push({ sql, params, ms: performance.now() - started });
    }
  };
  const wrapped = Object.create(db);
  wrapped.query = timed((sql, params) => db.query(sql, params));
  wrapped.one = timed((sql, params) => db.one(sql, params));
  wrapped.transaction = db.transaction.bind(db);
  wrapped.close = () => db.close();
  return { db: wrapped, state };
}

async function main() {
  const rows = Number(process.env.BENCH_ROWS);
  const keywords = JSON.parse(process.env.BENCH_KEYWORDS);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: process.env.BENCH_DATA_DIR,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    // The bench measures its own rows; the few demo questions would only add noise.
    DEMO_QA: 'false',
    // The request path is measured, not the background walk that would give the bulk rows their
    // ふりがな (docs/reading-aids.md): its worker would take a core from the server being measured.
    MAKE_READINGS: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  // Building the bulk rows' indexes takes longer than a request's statement may.
  const db = await openDatabase(config.databaseUrl, config.dataDir, { statementTimeoutMs: 0 });
  await prepareDatabase(db, config, createPasswordHasher(config.scryptLogN));
  log(`seeding ${rows.toLocaleString('en')} questions (${db.kind})…`);
  const seeded = await seedBulk(db, { rows, log });
  log(`seeded in ${seeded.seconds.total} s (insert ${seeded.seconds.insert} s, indexes ${seeded.seconds.indexes} s, VACUUM ANALYZE ${seeded.seconds.vacuum_analyze} s)`);
  Object.assign(seeded, await seedColumns(db, { siteUrl: config.siteUrl, log }));

  const { db: recorded, state } = recording(db);
  const app = await buildApp({ config, db: recorded });
  const middleId = Math.floor((seeded.firstQuestionId + seeded.lastQuestionId) / 2);
  const middleColumnId = Math.floor((seeded.firstColumnId + seeded.lastColumnId) / 2);
  const reader = await signedInReader(app);
  const writer = await signedInWriter(app, db);
  const category = await db.one("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1");
  // What the uncached calls answer, sent from memory by the bare server: the same bytes without the work.
  const sameSize = {
    list: await answerOf(app, '/api/v1/questions', reader),
    detail: await answerOf(app, `/api/v1/questions/${middleId}`, reader),
    'column-list': await answerOf(app, '/api/v1/columns', reader),
    column: await answerOf(app, `/api/v1/columns/${middleColumnId}`, reader),
  };

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ data: { id: 1, title: '障害福祉Q&Aひろば', ok: true } }));
  for (const [name, body] of Object.entries(sameSize)) {
    bare.get(`/bare/${name}-size`, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  // The floor of a signed-in read on this machine: a detail-size answer after one, then two, trips of
  // `SELECT 1` to the same database through the app's pool (a signed-in read makes two: the session,
  // then the data), with no plugin, no SQL worth the name and nothing to serialise.
  for (const trips of [1, 2]) {
    bare.get(`/bare/detail-size/trips/${trips}`, async (_request, reply) => {
      for (let i = 0; i < trips; i++) await db.query('SELECT 1');
      return reply.type('application/json; charset=utf-8').send(sameSize.detail);
    });
  }
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const probes = await probeScenarios({ app, db, state, keywords, detailId: middleId });
  const size = await db.one(`SELECT pg_size_pretty(pg_total_relation_size('questions')) AS questions, pg_size_pretty(pg_database_size(current_database())) AS database`);

  process.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    await bare.close();
    await app.close();
    await db.close();
    process.exit(0);
  });
  const answerBytes = Object.fromEntries(Object.entries(sameSize).map(([name, body]) => [name, Buffer.byteLength(body)]));
  send({ type: 'ready', apiUrl, bareUrl, kind: db.kind, seeded, probes, size, readerAuthorization: reader, writerAuthorization: writer, categoryId: category.id, answerBytes });
}

/**
 * A signed-in free member, made through the app's own sign-up and sign-in calls. The server answers
 * signed-in readers from the database every time (their likes, favorites and flags are their own),
 * so their calls measure the real work that the visitors' 2-second cache hides.
 */
async function signedInReader(app) {
  const account = { email: 'bench-reader@example.jp', password: 'bench-reader-pass-2026' };
  const signUp = await app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...account, nickname: 'ベンチの読者', agree_terms: true } });
  if (signUp.statusCode !== 201) throw new Error(`bench reader sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: account });
  if (signIn.statusCode !== 200) throw new Error(`bench reader sign-in answered ${signIn.statusCode}: ${signIn.body}`);
  return `JWT ${signIn.json().data.token}`;
}

/** A paid member who agreed to post (the write scenario asks questions), made by sign-up, then promoted in the database. */
async function signedInWriter(app, db) {
  const account = { email: 'bench-writer@example.jp', password: 'bench-writer-pass-2026' };
  const signUp = await app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...account, nickname: 'ベンチの質問者', agree_terms: true } });
  if (signUp.statusCode !== 201) throw new Error(`bench writer sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  await db.query("UPDATE users SET role = 'paid_member', posting_consent_at = now() WHERE email = $1", [account.email]);
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: account });
  if (signIn.statusCode !== 200) throw new Error(`bench writer sign-in answered ${signIn.statusCode}: ${signIn.body}`);
  return `JWT ${signIn.json().data.token}`;
}

async function answerOf(app, url, authorization) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response.body;
}

main().catch((error) => {
  send({ type: 'error', text: error?.stack ?? String(error) });
  process.exit(1);
});
