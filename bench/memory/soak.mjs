// The soak (docs/operations.md#memory): the built site with its demo content (PGlite, or a database of
// its own on the PostgreSQL server with --db=postgres) under a mixed load of pages and API reads at
// 50 connections: WARMUP_SECONDS of it, then `minutes` more, the server's resident size sampled every
// 5 s, and again once the load has stopped for SETTLE_SECONDS. Beside it, a bare PGlite (the floor).
// Not in the default `npm run bench` (it takes `minutes` + 2): `--only=soak [--soak-minutes=N]`.
import autocannon from 'autocannon';
import { createScratchPostgres } from '@hiroba/test-db';
import { SERVER_NODE_FLAGS, startSite } from '../lib/site.mjs';
import { sleep } from '../lib/wait.mjs';
import { barePgliteRss, mib, rssOf } from './process-memory.mjs';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 60;
const SETTLE_SECONDS = 30;
const START_SECONDS = 13;

/**
 * The mixed load's requests, in turn: every demo question and column as a page and as an API read,
 * the lists and the public pages. No search: its per-address limit would answer most of them 429.
 */
export async function mixedPaths(siteUrl) {
  const { pagePath } = await import('@hiroba/contract/routes');
  const get = (path) => fetch(siteUrl + path).then((r) => r.json());
  const questions = (await get('/api/v1/questions?per=20')).data;
  const columns = (await get('/api/v1/columns?per=10')).data;
  // pagePath encodes what needs it (a question's type).
  const page = (path) => ({ path, accept: 'text/html' });
  const call = (path) => ({ path, accept: 'application/json' });
  return [
    ...questions.flatMap((q) => [page(pagePath('question-detail', { type: q.qa_type, id: q.id })), call(`/api/v1/questions/${q.id}`)]),
    ...columns.flatMap((c) => [page(pagePath('column-detail', { id: c.id })), call(`/api/v1/columns/${c.id}`)]),
    ...['top', 'question-list', 'column-list', 'about', 'login', 'sign-up-intro'].map((name) => page(pagePath(name))),
    call('/api/v1/questions'),
    call('/api/v1/columns'),
  ];
}

/** `seconds` of the mixed load; answers autocannon's totals. */
function load(url, paths, seconds) {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const { path, accept } = paths[next++ % paths.length];
              return { ...request, path, headers: { ...request.headers, accept } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

export async function measureSoak({ log, minutes = 10, postgres = null }) {
  if (process.platform !== 'linux') return { skipped: 'resident memory is read from /proc (Linux only)' };
  const bare = postgres ? null : barePgliteRss(START_SECONDS);
  const database = postgres ? await createScratchPostgres(postgres.url, 'hiroba_soak') : null;
  // As `npm start` runs it: the ふりがな job on (its worker is a process of its own, not counted).
  const site = await startSite({ prefix: 'hiroba-soak', env: { MAKE_READINGS: 'true', ...(database ? { DATABASE_URL: database.url } : {}) } });
  const samples = [];
  const timer = setInterval(() => samples.push(rssOf(site.pid)), 5000);
  try {
    await sleep(START_SECONDS * 1000);
    const afterStart = rssOf(site.pid);
    const paths = await mixedPaths(site.url);
    log(`  warm-up: ${WARMUP_SECONDS} s of pages and API reads at ${CONNECTIONS} connections…`);
    await load(site.url, paths, WARMUP_SECONDS);
    const afterWarmup = rssOf(site.pid);
    samples.length = 0;
    log(`  soak: ${minutes} min…`);
    const result = await load(site.url, paths, minutes * 60);
    const end = rssOf(site.pid);
    await sleep(SETTLE_SECONDS * 1000);
    const out = {
      database: postgres ? 'postgres' : 'pglite',
      node_flags: SERVER_NODE_FLAGS.join(' '),
      ...(process.env.SERVER_NODE_OPTIONS && { node_options: process.env.SERVER_NODE_OPTIONS }),
      connections: CONNECTIONS,
      minutes,
      ...(bare !== null && { bare_pglite_mib: mib(bare) }),
      after_start_mib: mib(afterStart),
      after_warmup_mib: mib(afterWarmup),
      soak_max_mib: mib(Math.max(...samples, end)),
      soak_end_mib: mib(end),
      settled_mib: mib(rssOf(site.pid)),
      growth_pct: Math.round(((end - afterWarmup) / afterWarmup) * 1000) / 10,
      requests: result.requests.total,
      req_per_sec: Math.round(result.requests.average),
      non_2xx: result.non2xx,
      errors: result.errors,
    };
    if (bare !== null) log(`  a bare PGlite (its defaults, fresh folder): ${out.bare_pglite_mib} MiB`);
    log(`  the server: ${out.after_start_mib} MiB after start, ${out.after_warmup_mib} after the warm-up; during ${minutes} min at most ${out.soak_max_mib}, ${out.soak_end_mib} at the end (${out.growth_pct}%), ${out.settled_mib} ${SETTLE_SECONDS} s later`);
    log(`  ${out.requests} requests (${out.req_per_sec}/s), ${out.non_2xx} not 2xx, ${out.errors} errors`);
    return out;
  } finally {
    clearInterval(timer);
    await site.stop();
    await database?.drop();
  }
}
