// The API benchmark on one database: a child process seeds it and serves the real app and a bare
// Fastify route; this process loads each with autocannon and compares them.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@hiroba/test-db';
import { RARE_WORD } from './japanese-text.mjs';
import { loadScenario } from './load.mjs';

const CHILD = fileURLToPath(new URL('./server-child.mjs', import.meta.url));
// Two-character words: common (福祉), regular (年金), occasional (手話) and rare (点字).
export const KEYWORDS = ['福祉', '手話', '年金', RARE_WORD];

function startChild(env, log) {
  const child = fork(CHILD, [], { env: { ...process.env, NODE_OPTIONS: '', ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if (m.type === 'log') log(m.text);
      if (m.type === 'ready') resolve(m);
      if (m.type === 'error') reject(new Error(m.text));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (code ${code}) before it was ready`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.send({ type: 'stop' });
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { ready, stop };
}

/** Cycles through `items` (keywords) so each request asks the next one. */
const rotating = (items) => {
  let i = 0;
  return () => items[i++ % items.length];
};

export async function runApiBench({ database, postgres, rows, seconds, log }) {
  const scratch = await createScratchDatabase({ prefix: 'hiroba_bench', postgresUrl: database === 'postgres' ? postgres.url : null });
  const child = startChild(
    { BENCH_ROWS: String(rows), BENCH_DATA_DIR: scratch.dataDir, BENCH_DATABASE_URL: scratch.databaseUrl ?? '', BENCH_KEYWORDS: JSON.stringify(KEYWORDS) },
    log,
  );
  try {
    const ready = await child.ready;
    const { firstQuestionId: first, lastQuestionId: last } = ready.seeded;
    const randomId = () => first + Math.floor(Math.random() * (last - first + 1));
    const searchPath = (word) => `/api/v1/questions?keyword=${encodeURIComponent(word)}`;
    const plans = [
      { name: 'bare', url: ready.bareUrl, nextPath: () => '/bare' },
      { name: 'list', url: ready.apiUrl, nextPath: () => '/api/v1/questions' },
      { name: 'detail', url: ready.apiUrl, nextPath: () => `/api/v1/questions/${randomId()}` },
      { name: 'search', url: ready.apiUrl, nextPath: rotating(KEYWORDS.map(searchPath)) },
      // Each word alone, shorter: shows whether a common or a rare word is the slow one.
      ...KEYWORDS.map((word) => ({ name: `search:${word}`, url: ready.apiUrl, nextPath: () => searchPath(word), seconds: Math.max(3, Math.round(seconds / 3)), warmup: 1 })),
    ];
    const scenarios = {};
    for (const plan of plans) {
      log(`  ${database} ${plan.name}…`);
      scenarios[plan.name] = await loadScenario({ url: plan.url, nextPath: plan.nextPath, seconds: plan.seconds ?? seconds, warmup: plan.warmup ?? 2 });
    }
    for (const [name, s] of Object.entries(scenarios)) {
      if (name !== 'bare') s.ratio_to_bare = Math.round((s.req_per_sec / scenarios.bare.req_per_sec) * 1000) / 1000;
    }
    return {
      database,
      server_version: database === 'postgres' ? postgres.version : 'PGlite (PostgreSQL 18, embedded)',
      rows,
      seeded: ready.seeded,
      size: ready.size,
      scenarios,
      probes: ready.probes,
    };
  } finally {
    await child.stop();
    await scratch.drop().catch((error) => log(`could not drop the bench database: ${error.message}`));
  }
}
