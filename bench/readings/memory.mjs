// The server's resident memory around ふりがな (docs/reading-aids.md#memory): the analyser (kuromoji,
// ~400 MB with its dictionary) runs in a worker that starts for the make-readings job and stops when
// idle, and pages with ruby only read stored readings. Measured on the built site with its demo
// content: the peak while the demo's readings are made at start, the resident size once the worker
// stopped (ふりがな never used), and the peak during and the size after a burst of ruby pages.
import { readFileSync } from 'node:fs';
import { questionPagePath, startSite } from '../lib/site.mjs';

const IDLE_SECONDS = 5;
const BURST = 300;
const mib = (kib) => Math.round((kib / 1024) * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** VmRSS of a process, KiB (Linux). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** Samples `pid`'s resident size every 100 ms; `take()` answers the peak since the last take. */
function sampler(pid) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  return {
    take() {
      const got = Math.max(peak, rssOf(pid));
      peak = 0;
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

export async function measureReadingMemory({ log }) {
  if (process.platform !== 'linux') return { skipped: 'resident memory is read from /proc (Linux only)' };
  const site = await startSite({ env: { MAKE_READINGS: 'true', READING_WORKER_IDLE_SECONDS: String(IDLE_SECONDS) } });
  const rss = sampler(site.pid);
  try {
    const questions = (await fetch(`${site.url}/api/v1/questions?per=20`).then((r) => r.json())).data;
    const readingsOf = (id) => fetch(`${site.url}/api/v1/questions/${id}/readings`).then((r) => r.json());
    // The demo content's readings are made at start (the job is asked for once the server is up).
    await waitFor('the demo readings', async () => {
      const all = await Promise.all(questions.map((q) => readingsOf(q.id)));
      return all.every((r) => r.data.body !== null);
    });
    const making = rss.take();
    await sleep((IDLE_SECONDS + 3) * 1000);
    const idle = rss.take();

    const page = await questionPagePath(site.url);
    const started = Date.now();
    for (let i = 0; i < BURST; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const q = questions[(i + j) % questions.length];
          return Promise.all([readingsOf(q.id), fetch(`${site.url}${encodeURI(page)}`, { headers: { cookie: 'hiroba_furigana=on', accept: 'text/html' } }).then((r) => r.text())]);
        }),
      );
    }
    const burstSeconds = (Date.now() - started) / 1000;
    const burst = rss.take();
    await sleep(3000);
    const after = rss.take();
    const out = {
      making_peak_mib: mib(making),
      idle_mib: mib(idle),
      burst_peak_mib: mib(burst),
      after_burst_mib: mib(after),
      burst_pages: BURST,
      burst_seconds: Math.round(burstSeconds * 10) / 10,
    };
    log(`  while the demo's readings are made: ${out.making_peak_mib} MiB (peak)`);
    log(`  ふりがな never used, worker stopped: ${out.idle_mib} MiB`);
    log(`  ${BURST} ruby pages (readings and page, ${out.burst_seconds} s): ${out.burst_peak_mib} MiB (peak), ${out.after_burst_mib} MiB after`);
    return out;
  } finally {
    rss.stop();
    await site.stop();
  }
}
