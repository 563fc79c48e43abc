// The server's resident memory around ふりがな (docs/reading-aids.md#memory). The analyser (kuromoji,
// ~400 MB with its dictionary) runs in a child process that starts for the make-readings job and
// stops when idle, and pages with ruby only read stored readings. Measured on the built site with its
// demo content:
// - the server with the readings job off, for comparison, before and after a burst of the same pages
//   without ruby (what serving pages costs by itself, so the ruby burst below is read like for like);
// - with it on: the server and the worker while the demo's readings are made at start (peaks);
// - the server once the worker stopped (ふりがな never used by anyone);
// - the server during (peak) and after a burst of ruby pages (each page's readings and its HTML).
import { createScratchPostgres } from '@hiroba/test-db';
import { startSite } from '../lib/site.mjs';
import { sleep, waitFor } from '../lib/wait.mjs';
import { barePgliteRss, childrenRss, mib, rssOf } from '../memory/process-memory.mjs';

const IDLE_SECONDS = 5;
const BURST = 300;

/** Peaks of the server and of its children, sampled every 100 ms; `take()` answers and resets them. */
function sampler(pid) {
  let server = 0;
  let children = 0;
  const timer = setInterval(() => {
    server = Math.max(server, rssOf(pid));
    children = Math.max(children, childrenRss(pid));
  }, 100);
  return {
    take() {
      const got = { server: Math.max(server, rssOf(pid)), children: Math.max(children, childrenRss(pid)) };
      server = children = 0;
      return got;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * BURST question pages, ten at a time, as a reader with ふりがな on (the page and its readings) or off
 * (the page alone).
 */
async function burst(site, questions, ruby) {
  const started = Date.now();
  for (let i = 0; i < BURST; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) => {
        const q = questions[(i + j) % questions.length];
        const headers = ruby ? { cookie: 'hiroba_furigana=on', accept: 'text/html' } : { accept: 'text/html' };
        const page = fetch(`${site.url}/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`, { headers }).then((r) => r.text());
        return ruby ? Promise.all([fetch(`${site.url}/api/v1/questions/${q.id}/readings`).then((r) => r.json()), page]) : page;
      }),
    );
  }
  return (Date.now() - started) / 1000;
}

/**
 * The built site on PGlite (its own data folder), or on a database of its own on the PostgreSQL server
 * `postgres` names (dropped when the site stops): the embedded database lives in the server's process,
 * PostgreSQL does not, so the two show what of the server's growth is the database's.
 */
async function startOn(postgres, env = {}) {
  const database = postgres ? await createScratchPostgres(postgres.url, 'hiroba_bench') : null;
  const site = await startSite({ env: { ...env, ...(database ? { DATABASE_URL: database.url } : {}) } });
  return {
    ...site,
    async stop() {
      await site.stop();
      await database?.drop();
    },
  };
}

const questionsOf = async (site) => (await fetch(`${site.url}/api/v1/questions?per=20`).then((r) => r.json())).data;

/** The server with the readings job off: some seconds after start, then during and after a burst of pages without ruby. */
async function withoutReadings(postgres) {
  const site = await startOn(postgres);
  const rss = sampler(site.pid);
  try {
    await sleep((IDLE_SECONDS + 8) * 1000);
    const idle = rssOf(site.pid);
    const questions = await questionsOf(site);
    rss.take();
    await burst(site, questions, false);
    const peak = rss.take().server;
    await sleep(3000);
    return { idle, peak, after: rssOf(site.pid) };
  } finally {
    rss.stop();
    await site.stop();
  }
}

/** `postgres` ({ url }): measured on PostgreSQL; else on the embedded database. */
export async function measureReadingMemory({ log, postgres = null }) {
  if (process.platform !== 'linux') return { skipped: 'resident memory is read from /proc (Linux only)' };
  // The floor on the embedded database: the server is measured against it (docs/operations.md#memory).
  const bare = postgres ? null : barePgliteRss(IDLE_SECONDS + 8);
  const off = await withoutReadings(postgres);
  const site = await startOn(postgres, { MAKE_READINGS: 'true', READING_WORKER_IDLE_SECONDS: String(IDLE_SECONDS) });
  const rss = sampler(site.pid);
  try {
    const questions = await questionsOf(site);
    const readingsOf = (id) => fetch(`${site.url}/api/v1/questions/${id}/readings`).then((r) => r.json());
    // The demo content's readings are made at start (the job is asked for once the server is up). The
    // job reads newest first, so the oldest question is the one to watch: asking for all twenty pages'
    // readings four times a second was itself a burst of traffic, which the server's memory showed.
    const oldest = Math.min(...questions.map((q) => q.id));
    await waitFor('the demo readings', async () => (await readingsOf(oldest)).data.body !== null, 120_000, 1000);
    const unread = (await Promise.all(questions.map((q) => readingsOf(q.id)))).filter((r) => r.data.body === null);
    if (unread.length) throw new Error(`${unread.length} demo questions have no readings after the oldest got them`);
    const making = rss.take();
    await waitFor('the worker to stop', () => childrenRss(site.pid) === 0, (IDLE_SECONDS + 30) * 1000);
    await sleep(3000);
    rss.take();
    const idle = rssOf(site.pid);

    const burstSeconds = await burst(site, questions, true);
    const during = rss.take();
    await sleep(3000);
    const out = {
      database: postgres ? 'postgres' : 'pglite',
      ...(bare !== null && { bare_pglite_mib: mib(bare) }),
      server_without_readings_mib: mib(off.idle),
      plain_burst_peak_mib: mib(off.peak),
      plain_after_burst_mib: mib(off.after),
      making_server_peak_mib: mib(making.server),
      making_worker_peak_mib: mib(making.children),
      idle_mib: mib(idle),
      burst_peak_mib: mib(during.server),
      burst_worker_mib: mib(during.children),
      after_burst_mib: mib(rssOf(site.pid)),
      burst_pages: BURST,
      burst_seconds: Math.round(burstSeconds * 10) / 10,
    };
    if (bare !== null) log(`  a bare PGlite (its defaults, fresh folder): ${out.bare_pglite_mib} MiB`);
    log(`  the server, readings job off: ${out.server_without_readings_mib} MiB; ${BURST} pages without ruby: ${out.plain_burst_peak_mib} MiB (peak), ${out.plain_after_burst_mib} MiB after`);
    log(`  while the demo's readings are made: server ${out.making_server_peak_mib} MiB, worker ${out.making_worker_peak_mib} MiB (peaks)`);
    log(`  worker stopped, ふりがな never used: server ${out.idle_mib} MiB`);
    log(`  ${BURST} ruby pages (${out.burst_seconds} s): server ${out.burst_peak_mib} MiB (peak), worker ${out.burst_worker_mib} MiB; ${out.after_burst_mib} MiB after`);
    return out;
  } finally {
    rss.stop();
    await site.stop();
  }
}
