// The start of a page task by task: a CPU profile of a first visit on a phone (4× CPU slowdown, as
// Lighthouse's mobile run), cut into tasks (runs of the main thread between idle samples), each task
// with its length and where its own time went (by function, and by file; '(native)' is the browser's
// own work: parsing, style, layout, compiling). What docs/server-rendering.md
// says of the long tasks comes from this. Not part of `npm run bench`:
//   node bench/lighthouse/start-profile.mjs [path…]   (the built site with its demo content; default /)
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, missingBuild, startSite } from '../lib/site.mjs';

const CPU_SLOWDOWN = 4;
const LONG_MS = 50;

/** Tasks of a V8 CPU profile: runs of samples between idle ones, with their own time by function. */
export function tasksOf(profile, { longMs = LONG_MS } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const tasks = [];
  let at = 0;
  let task = null;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') {
      if (task) tasks.push(task);
      task = null;
    } else {
      task ??= { start_ms: Math.round(at), ms: 0, self: new Map(), files: new Map() };
      task.ms += ms;
      const file = callFrame.url ? callFrame.url.split('/').pop() : '';
      task.files.set(file || '(native)', (task.files.get(file || '(native)') ?? 0) + ms);
      const where = `${callFrame.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
      task.self.set(where, (task.self.get(where) ?? 0) + ms);
    }
    at += ms;
  });
  if (task) tasks.push(task);
  return tasks
    .filter((t) => t.ms >= longMs)
    .map((t) => ({
      start_ms: t.start_ms,
      ms: Math.round(t.ms),
      top: [...t.self].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([where, ms]) => `${where} ${Math.round(ms)}`),
      files: [...t.files].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([file, ms]) => `${file} ${Math.round(ms)}`),
    }));
}

async function profileStart(browser, url) {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return tasksOf(profile);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingBuild();
  if (missing) throw new Error(missing);
  const site = await startSite({ prefix: 'hiroba-start-profile' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    for (const path of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) {
      console.log(`${path} (4× CPU): tasks of ${LONG_MS} ms or more, with where their own time went (ms)`);
      for (const task of await profileStart(browser, site.url + encodeURI(path))) console.log(`  ${task.ms} ms at ${task.start_ms}: ${task.top.join(', ')}\n      by file: ${task.files.join(', ')}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
