// The API benchmark on one database: a child process seeds it and serves the real app and a bare
// Fastify route; this process loads each with autocannon and compares them.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@hiroba/test-db';
import { RARE_WORD, createRandom, questionBody, questionTitle, searchWords } from './japanese-text.mjs';
import { cpuReading } from './cpu-time.mjs';
import { loadScenario } from './load.mjs';
import { searchQueries } from './search-queries.mjs';

const CHILD = fileURLToPath(new URL('./server-child.mjs', import.meta.url));
// Two-character words: common (福祉), regular (年金), occasional (手話) and rare (点字).
export const KEYWORDS = ['福祉', '手話', '年金', RARE_WORD];
const POOL_WARMUP_SECONDS = 10;

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
  return { ready, stop, pid: child.pid };
}

/** The words in a fixed mixed order (seeded), so common and rare words alternate the same way each run. */
function shuffled(items) {
  const random = createRandom(7);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
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
    const { firstColumnId, lastColumnId } = ready.seeded;
    const randomColumnId = () => firstColumnId + Math.floor(Math.random() * (lastColumnId - firstColumnId + 1));
    const searchPath = (word) => `/api/v1/questions?keyword=${encodeURIComponent(word)}`;
    const reader = { authorization: ready.readerAuthorization };
    const writer = { authorization: ready.writerAuthorization };
    // The site search (docs/search.md): its own call, as the results page asks it.
    const sitePath = (query) => `/api/v1/search/questions?keyword=${encodeURIComponent(query)}&per=10`;
    const titles = createRandom(13);
    const similarPath = () => `/api/v1/search/similar_questions?title=${encodeURIComponent(questionTitle(titles))}`;
    const posts = createRandom(17);
    const newQuestion = () => ({ title: `${questionTitle(posts)}（${posts.int(1, 1e9)}）`.slice(0, 100), body: questionBody(posts), category_id: ready.categoryId });
    // `bare` names the bare scenario a call is compared with: the small fixed answer, or one of the
    // same size as the call's own answer.
    const plans = [
      { name: 'bare', url: ready.bareUrl, nextPath: () => '/bare' },
      // A visitor's calls: the list and searches come from the 2-second public cache.
      { name: 'list', url: ready.apiUrl, nextPath: () => '/api/v1/questions', bare: 'bare' },
      { name: 'detail', url: ready.apiUrl, nextPath: () => `/api/v1/questions/${randomId()}`, bare: 'bare' },
      { name: 'search', url: ready.apiUrl, nextPath: rotating(KEYWORDS.map(searchPath)), bare: 'bare' },
      // Each word alone, shorter: shows whether a common or a rare word is the slow one.
      ...KEYWORDS.map((word) => ({ name: `search:${word}`, url: ready.apiUrl, nextPath: () => searchPath(word), bare: 'bare', seconds: Math.max(3, Math.round(seconds / 3)), warmup: 1 })),
      // A signed-in member's calls, answered from the database every time, beside a bare route that
      // sends an answer of the same size from memory.
      { name: 'bare:list-size', url: ready.bareUrl, nextPath: () => '/bare/list-size' },
      { name: 'list:uncached', url: ready.apiUrl, nextPath: () => '/api/v1/questions', headers: reader, bare: 'bare:list-size' },
      { name: 'bare:detail-size', url: ready.bareUrl, nextPath: () => '/bare/detail-size' },
      { name: 'detail:uncached', url: ready.apiUrl, nextPath: () => `/api/v1/questions/${randomId()}`, headers: reader, bare: 'bare:detail-size' },
      // What any signed-in read could reach here at best: the bare route plus one or two trips to the database.
      { name: 'floor:detail-size+1-query', url: ready.bareUrl, nextPath: () => '/bare/detail-size/trips/1', bare: 'bare:detail-size' },
      { name: 'floor:detail-size+2-queries', url: ready.bareUrl, nextPath: () => '/bare/detail-size/trips/2', bare: 'bare:detail-size' },
      { name: 'search:uncached', url: ready.apiUrl, nextPath: rotating(shuffled(searchWords()).map(searchPath)), headers: reader, bare: 'bare:list-size' },
      // The site search of one, two and three words, each widened through the vocabulary (放デイ, GH,
      // しょうがいねんきん …), 400 different queries apiece, and 似ている質問 for titles as people write them.
      ...[1, 2, 3].map((words) => ({ name: `search${words}:uncached`, url: ready.apiUrl, nextPath: rotating(searchQueries(words).map(sitePath)), headers: reader, bare: 'bare:list-size' })),
      { name: 'similar:uncached', url: ready.apiUrl, nextPath: similarPath, headers: reader, bare: 'bare' },
      // A question's write (screening, the search columns, the follow and the notice), by a paid member.
      { name: 'write:question', url: ready.apiUrl, nextPath: () => '/api/v1/questions', nextBody: newQuestion, headers: writer, connections: 10, bare: 'bare' },
      // Columns: the list and an article, as a visitor (shared for a moment) and as a member.
      { name: 'columns', url: ready.apiUrl, nextPath: () => '/api/v1/columns', bare: 'bare' },
      { name: 'column', url: ready.apiUrl, nextPath: () => `/api/v1/columns/${randomColumnId()}`, bare: 'bare' },
      { name: 'bare:column-list-size', url: ready.bareUrl, nextPath: () => '/bare/column-list-size' },
      { name: 'columns:uncached', url: ready.apiUrl, nextPath: () => '/api/v1/columns', headers: reader, bare: 'bare:column-list-size' },
      { name: 'bare:column-size', url: ready.bareUrl, nextPath: () => '/bare/column-size' },
      { name: 'column:uncached', url: ready.apiUrl, nextPath: () => `/api/v1/columns/${randomColumnId()}`, headers: reader, bare: 'bare:column-size' },
    ];
    // Unmeasured: each of the pool's fresh database backends maps the shared buffers it touches page
    // by page and is slower for its first seconds (docs/operations.md#where-a-signed-in-reads-time-goes),
    // which would fall on whichever row came first.
    log(`  ${database} warming the pool for ${POOL_WARMUP_SECONDS} s…`);
    await loadScenario({ url: ready.apiUrl, nextPath: () => `/api/v1/questions/${randomId()}`, headers: reader, seconds: POOL_WARMUP_SECONDS, warmup: 0 });
    const scenarios = {};
    for (const plan of plans) {
      log(`  ${database} ${plan.name}…`);
      scenarios[plan.name] = await loadScenario({
        url: plan.url,
        nextPath: plan.nextPath,
        nextBody: plan.nextBody,
        headers: plan.headers,
        connections: plan.connections,
        seconds: plan.seconds ?? seconds,
        warmup: plan.warmup ?? 2,
        // The child serves both the app and the bare routes, so each row's server time is comparable.
        readCpu: () => cpuReading(child.pid),
      });
    }
    for (const plan of plans.filter((p) => p.bare)) {
      const s = scenarios[plan.name];
      s.bare = plan.bare;
      s.ratio_to_bare = Math.round((s.req_per_sec / scenarios[plan.bare].req_per_sec) * 1000) / 1000;
    }
    return {
      database,
      server_version: database === 'postgres' ? postgres.version : 'PGlite (PostgreSQL 18, embedded)',
      rows,
      seeded: ready.seeded,
      size: ready.size,
      answer_bytes: ready.answerBytes,
      scenarios,
      probes: ready.probes,
    };
  } finally {
    await child.stop();
    await scratch.drop().catch((error) => log(`could not drop the bench database: ${error.message}`));
  }
}
