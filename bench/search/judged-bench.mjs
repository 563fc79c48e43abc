// `npm run bench -- --only=search`: the search's quality on its judged set (README.md here): the judged
// questions put into a fresh database as the site holds them, their ふりがな made by the real worker,
// every query asked through the site search's call, and recall@10, MRR@10, precision@5 and the share
// of queries that find nothing worked out per class and overall (judged.cjs), beside the literal search
// the site had before. PGlite, or the PostgreSQL server when one is given: the figures are the same.
import { createRequire } from 'node:module';
import { createScratchDatabase } from '@hiroba/test-db';

const require = createRequire(import.meta.url);
const judged = require('./judged.cjs');
const { buildApp, prepareDatabase } = require('../../api-server/dist/app.js');
const { loadConfig } = require('../../api-server/dist/config.js');
const { openDatabase } = require('../../api-server/dist/db/database.js');
const { createPasswordHasher } = require('../../api-server/dist/lib/password.js');
const { insertJudgedQuestions } = require('../../api-server/dist/seed/judged-questions.js');

const round = (n) => Math.round(n * 100) / 100;

export async function measureSearchQuality({ log, postgres = null }) {
  const scratch = await createScratchDatabase({ prefix: 'hiroba_bench_search', postgresUrl: postgres?.url ?? null });
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: scratch.dataDir,
    DATABASE_URL: scratch.databaseUrl ?? '',
    DEMO_QA: 'false',
    // The readings are made below, once, before the queries.
    MAKE_READINGS: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const db = await openDatabase(config.databaseUrl, config.dataDir);
  let app;
  try {
    await prepareDatabase(db, config, createPasswordHasher(config.scryptLogN));
    app = await buildApp({ config, db });
    const set = judged.loadJudgedSet();
    const ids = await insertJudgedQuestions(db, set.questions);
    const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
    log(`  ${set.questions.length} judged questions in; making their readings…`);
    while ((await app.ctx.services.readings.make()) > 0);
    const found = new Map();
    const times = [];
    for (const { query } of set.queries) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1/search/questions?keyword=${encodeURIComponent(query)}&per=10` });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`search for ${query} answered ${res.statusCode}`);
      found.set(query, res.json().data.map((hit) => keyOf.get(hit.id)));
    }
    times.sort((a, b) => a - b);
    const figures = judged.judgedFigures(set, found);
    const literal = judged.judgedFigures(set, judged.literalSearch(set));
    const missed = judged.missedGoals(figures, literal.byClass.plain);
    log(`  recall@10 ${figures.overall.recall10}, MRR@10 ${figures.overall.mrr10}, precision@5 ${figures.overall.precision5}, zero results ${figures.overall.zeroRate} (literal search: ${literal.overall.recall10}, ${literal.overall.mrr10}, ${literal.overall.precision5}, ${literal.overall.zeroRate})`);
    return {
      database: db.kind,
      questions: set.questions.length,
      queries: set.queries.length,
      figures,
      literal,
      goals: judged.GOALS,
      missed,
      // One query at a time over the small judged corpus, through app.inject: how long a search takes unloaded.
      call_ms: { p50: round(times[Math.floor(times.length / 2)]), p95: round(times[Math.floor(times.length * 0.95)]), max: round(times.at(-1)) },
    };
  } finally {
    await app?.close();
    await db.close();
    await scratch.drop().catch((error) => log(`could not drop the search bench database: ${error.message}`));
  }
}
