// Lighthouse on the built site (docs/architecture.md#performance-targets): starts api-server/dist/server.js with its demo content
// (lib/site.mjs, as the page weight does) and runs Lighthouse, the npm package, on each page of
// LIGHTHOUSE_PAGES with Debian's Chromium: its default config (mobile: Moto G Power screen, simulated
// slow 4G and 4× CPU slowdown), categories performance, accessibility, best practices and SEO. Each
// run is a first visit in a fresh Chromium (new process, new temporary profile); each figure of a
// page is the median of its runs.
import { createServer } from 'node:http';
import { CHROMIUM, CHROMIUM_FLAGS, columnPagePath, missingBuild, questionPagePath, startSite } from '../lib/site.mjs';
import { median } from '../lib/stats.mjs';
import { startFloorCopy } from './floor/floor-copy.mjs';
import { FIGURES, LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_PAGES, figuresOf, formatFigure, mainThreadOf, medianFigures, shortfallsOf } from './figures.mjs';

export { FIGURES, LIGHTHOUSE_PAGES } from './figures.mjs';

// On top of chrome-launcher's defaults; chrome-launcher adds a fresh --user-data-dir.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const roundOrNull = (n) => (n === null ? null : Math.round(n));

/** The path of a page of LIGHTHOUSE_PAGES on the running site; null when it has nothing to show (no question yet). */
async function pagePathOf(name, siteUrl) {
  if (name === 'question-detail') return questionPagePath(siteUrl);
  if (name === 'column-detail') return columnPagePath(siteUrl);
  const { pagePath } = await import('@hiroba/contract/routes');
  return pagePath(name);
}

/**
 * The control row: the top page as the server draws it, without a script (its CSS still from the
 * site), served as a plain file. What the machine and Chromium cost for the same text and styles,
 * so a reader can tell the site's own start from the machine.
 */
async function startStaticCopy(siteUrl) {
  const drawn = await fetch(`${siteUrl}/`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const html = drawn
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<template id="after-paint">[\s\S]*?<\/template>/i, '')
    .replace(/(href|src)="\//g, `$1="${siteUrl}/`);
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** One Lighthouse run of `url` in a Chromium of its own. */
async function runOnce(url, { lighthouse, chromeLauncher }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** Every page of LIGHTHOUSE_PAGES on the site, then the two control rows, each with the base it is asked at. */
async function pagesToMeasure(siteUrl, { control, floor }, log) {
  const pages = [];
  for (const { name } of LIGHTHOUSE_PAGES) {
    const path = await pagePathOf(name, siteUrl);
    if (!path) log(`  lighthouse ${name}: no such page on the demo site, skipped`);
    else pages.push({ name, path, url: siteUrl + path });
  }
  pages.push({ name: 'control-static', path: '/ (static copy, no scripts)', url: control.url });
  pages.push({ name: 'control-floor', path: '/ (drawn, hydrated by react-dom alone)', url: floor.url });
  return pages;
}

export async function measureLighthouse({ log, runs = 3 }) {
  const missing = missingBuild();
  if (missing) return { skipped: missing };
  // Loaded here, not at the top: the other benchmarks and the unit tests do without them.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = await startSite({ prefix: 'hiroba-lighthouse' });
  const out = { runs, pages: [] };
  let control = null;
  let floor = null;
  try {
    control = await startStaticCopy(site.url);
    floor = await startFloorCopy(site.url);
    out.floor_script_kib = Math.round((floor.scriptBytes / 1024) * 10) / 10;
    for (const { name, path, url } of await pagesToMeasure(site.url, { control, floor }, log)) {
      const each = [];
      const mainThread = [];
      const errors = [];
      const shortfalls = new Set();
      const warnings = new Set();
      const benchmarkIndex = [];
      // A failed run is run again, at most twice a page: Lighthouse's trace now and then misses the
      // navigation's start (NO_NAVSTART, "Please run Lighthouse again"), which says nothing of the page.
      for (let attempt = 1; each.length < runs && attempt <= runs + 2; attempt++) {
        log(`  lighthouse ${path} (${each.length + 1}/${runs}${attempt > each.length + 1 ? ', again' : ''})…`);
        try {
          const lhr = await runOnce(url, { lighthouse, chromeLauncher });
          each.push(figuresOf(lhr));
          mainThread.push(mainThreadOf(lhr));
          for (const id of shortfallsOf(lhr)) shortfalls.add(id);
          for (const w of lhr.runWarnings ?? []) warnings.add(w);
          benchmarkIndex.push(lhr.environment?.benchmarkIndex);
          out.lighthouse_version ??= lhr.lighthouseVersion;
          out.chrome ??= /Chrome\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? null;
          out.form_factor ??= lhr.configSettings?.formFactor;
          out.throttling ??= lhr.configSettings?.throttlingMethod;
        } catch (error) {
          errors.push(String(error.message ?? error).split('\n')[0]);
          log(`    failed: ${errors.at(-1)}`);
        }
      }
      const medians = each.length ? medianFigures(each) : null;
      // Where the time went in the run whose blocking time is nearest the median.
      const nearest = medians ? each.reduce((best, run, i) => (Math.abs(run.tbt_ms - medians.tbt_ms) < Math.abs(each[best].tbt_ms - medians.tbt_ms) ? i : best), 0) : -1;
      out.pages.push({
        name,
        path,
        runs: each.length,
        median: medians,
        each,
        ...(nearest >= 0 && { main_thread: mainThread[nearest] }),
        // Lighthouse's CPU benchmark of the machine during the runs (higher: faster); a busy machine
        // lowers it and slows the simulated metrics with it.
        benchmark_index: roundOrNull(median(benchmarkIndex)),
        shortfalls: [...shortfalls],
        ...(warnings.size ? { warnings: [...warnings] } : {}),
        ...(errors.length ? { errors } : {}),
      });
    }
  } finally {
    await control?.stop();
    await floor?.stop();
    await site.stop();
  }
  return out;
}

// Terminal columns of a text: CJK and full-width characters take two.
const columns = (text) => [...text].reduce((n, c) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1), 0);
const padEnd = (text, width) => text + ' '.repeat(Math.max(0, width - columns(text)));

/** The console table of a Lighthouse record (medians). */
export function lighthouseTable(result) {
  const paths = result.pages.map((p) => decodeURI(p.path));
  const width = Math.max(12, ...paths.map(columns)) + 2;
  const lines = [`  ${padEnd('page', width)}${FIGURES.map((f) => f.label.padStart(9)).join('')}`];
  result.pages.forEach((p, i) => {
    const cells = FIGURES.map((f) => formatFigure(f.key, p.median?.[f.key]).padStart(9)).join('');
    lines.push(`  ${padEnd(paths[i], width)}${cells}${p.errors ? `  (${p.errors.length} failed)` : ''}`);
  });
  return lines;
}
