// The server's resident memory around ふりがな (docs/reading-aids.md#memory). The analyser (kuromoji,
// ~400 MB with its dictionary) runs in a child process that starts for the make-readings job and
// stops when idle, and pages with ruby only read stored readings. Measured on the built site with its
// demo content:
// - the server with the readings job off, for comparison;
// - with it on: the server and the worker while the demo's readings are made at start (peaks);
// - the server once the worker stopped (ふりがな never used by anyone);
// - the server during (peak) and after a burst of ruby pages (each page's readings and its HTML).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startSite } from '../lib/site.mjs';

const IDLE_SECONDS = 5;
const BURST = 300;
const mib = (kib) => Math.round((kib / 1024) * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** VmRSS of a process, KiB (Linux); 0 once it is gone. */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
/** The resident size of a process's children (the reading worker), KiB. */
function childrenRss(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).reduce((n, child) => n + rssOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

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

async function waitFor(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The server's resident size some seconds after start with the readings job off. */
async function withoutReadings() {
  const site = await startSite();
  try {
    await sleep((IDLE_SECONDS + 8) * 1000);
    return rssOf(site.pid);
  } finally {
    await site.stop();
  }
}

export async function measureReadingMemory({ log }) {
  if (process.platform !== 'linux') return { skipped: 'resident memory is read from /proc (Linux only)' };
  const off = await withoutReadings();
  const site = await startSite({ env: { MAKE_READINGS: 'true', READING_WORKER_IDLE_SECONDS: String(IDLE_SECONDS) } });
  const rss = sampler(site.pid);
  try {
    const questions = (await fetch(`${site.url}/api/v1/questions?per=20`).then((r) => r.json())).data;
    const readingsOf = (id) => fetch(`${site.url}/api/v1/questions/${id}/readings`).then((r) => r.json());
    // The demo content's readings are made at start (the job is asked for once the server is up).
    await waitFor('the demo readings', async () => (await Promise.all(questions.map((q) => readingsOf(q.id)))).every((r) => r.data.body !== null));
    const making = rss.take();
    await waitFor('the worker to stop', () => childrenRss(site.pid) === 0, (IDLE_SECONDS + 30) * 1000);
    await sleep(3000);
    rss.take();
    const idle = rssOf(site.pid);

    const started = Date.now();
    for (let i = 0; i < BURST; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const q = questions[(i + j) % questions.length];
          const page = fetch(`${site.url}/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`, { headers: { cookie: 'hiroba_furigana=on', accept: 'text/html' } });
          return Promise.all([readingsOf(q.id), page.then((r) => r.text())]);
        }),
      );
    }
    const burstSeconds = (Date.now() - started) / 1000;
    const burst = rss.take();
    await sleep(3000);
    const out = {
      server_without_readings_mib: mib(off),
      making_server_peak_mib: mib(making.server),
      making_worker_peak_mib: mib(making.children),
      idle_mib: mib(idle),
      burst_peak_mib: mib(burst.server),
      burst_worker_mib: mib(burst.children),
      after_burst_mib: mib(rssOf(site.pid)),
      burst_pages: BURST,
      burst_seconds: Math.round(burstSeconds * 10) / 10,
    };
    log(`  the server, readings job off: ${out.server_without_readings_mib} MiB`);
    log(`  while the demo's readings are made: server ${out.making_server_peak_mib} MiB, worker ${out.making_worker_peak_mib} MiB (peaks)`);
    log(`  worker stopped, ふりがな never used: server ${out.idle_mib} MiB`);
    log(`  ${BURST} ruby pages (${out.burst_seconds} s): server ${out.burst_peak_mib} MiB (peak), worker ${out.burst_worker_mib} MiB; ${out.after_burst_mib} MiB after`);
    return out;
  } finally {
    rss.stop();
    await site.stop();
  }
}
