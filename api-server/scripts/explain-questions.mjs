// Query plans and timings of the Q&A corner's main queries over many questions on PostgreSQL:
//   npm run build -w api-server && node api-server/scripts/explain-questions.mjs [count]
// Uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and a database of
// its own (hiroba_explain), filled once with the demo content and `count` bulk questions (100,000).
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { prepareDatabase } = require('../dist/app.js');
const { loadConfig } = require('../dist/config.js');
const { createPostgres } = require('../dist/db/database.js');
const { createPasswordHasher } = require('../dist/lib/password.js');
const { insertBulkQuestions } = require('../dist/seed/bulk-questions.js');
const repo = require('../dist/qa/question-repository.js');
const { questionListSource } = require('../dist/qa/question-filters.js');
const { findQuestionComments } = require('../dist/qa/comment-repository.js');

const COUNT = Number(process.argv[2] ?? 100_000);
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(base);
url.pathname = '/hiroba_explain';

const admin = new pg.Client({ connectionString: base });
await admin.connect();
if (!(await admin.query("SELECT 1 FROM pg_database WHERE datname = 'hiroba_explain'")).rowCount) await admin.query('CREATE DATABASE hiroba_explain');
await admin.end();

const db = createPostgres(url.toString());
const config = loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/hiroba-explain' });
await prepareDatabase(db, config, createPasswordHasher(17));
const have = (await db.one('SELECT count(*)::int AS n FROM questions')).n;
if (have < COUNT) {
  console.log(`filling: ${COUNT - have} questions…`);
  const started = Date.now();
  await insertBulkQuestions(db, { count: COUNT - have, seed: have + 1 });
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.exec('VACUUM ANALYZE');
}
console.log(`questions: ${(await db.one('SELECT count(*)::int AS n FROM questions')).n}`);

/** A Queryable that answers the plan (EXPLAIN ANALYZE) instead of the rows, and one that times. */
const plans = [];
const explaining = {
  async query(sql, params) {
    const rows = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    return [];
  },
  async one(sql, params) {
    await this.query(sql, params);
    return null;
  },
};

async function timeIt(run, n = 200) {
  for (let i = 0; i < 20; i++) await run();
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return `p50 ${times[Math.floor(n * 0.5)].toFixed(2)} ms, p95 ${times[Math.floor(n * 0.95)].toFixed(2)} ms`;
}

const page1 = { page: 1, limit: 20, offset: 0 };
const deep = { page: 200, limit: 20, offset: 3980 };
const someId = (await db.one('SELECT id FROM questions WHERE comment_counts > 2 ORDER BY id DESC LIMIT 1')).id;
const cases = [
  ['list, newest first (page 1)', (q) => repo.findQuestionPage(q, questionListSource({}), page1, null)],
  ['list, page 200', (q) => repo.findQuestionPage(q, questionListSource({}), deep, null)],
  ['list total (cached 5 s in the server)', (q) => repo.countQuestions(q, questionListSource({}))],
  ['type 未回答', (q) => repo.findQuestionPage(q, questionListSource({ type: '未回答' }), page1, null)],
  ['type 専門家', (q) => repo.findQuestionPage(q, questionListSource({ type: '専門家' }), page1, null)],
  ['popular', (q) => repo.findQuestionPage(q, { from: 'questions q', where: ['q.deleted_at IS NULL'], orderBy: repo.HOT_ORDER, params: [] }, page1, null)],
  ['detail', (q) => repo.findQuestion(q, someId, 1)],
  ['comments of a question', (q) => findQuestionComments(q, someId, 1)],
  ['search 手話 (2 characters, common here)', (q) => repo.findQuestionPage(q, questionListSource({ keyword: '手話' }), page1, null)],
  ['search 年金 total', (q) => repo.countQuestions(q, questionListSource({ keyword: '年金' }))],
  ['search 重度訪問 (rare word)', (q) => repo.findQuestionPage(q, questionListSource({ keyword: '重度訪問' }), page1, null)],
  ['search 福祉　支援 (two words, AND)', (q) => repo.findQuestionPage(q, questionListSource({ keyword: '福祉　支援' }), page1, null)],
];
for (const [name, run] of cases) {
  plans.length = 0;
  await run(explaining);
  console.log(`\n=== ${name}: ${await timeIt(() => run(db))}\n${plans.join('\n---\n')}`);
}
await db.close();
