// The pure part of the Lighthouse benchmark: figures read from a Lighthouse result, their median over
// runs, the targets and the report. No Chromium here.
import { FIGURES, LIGHTHOUSE_PAGES, figuresOf, mainThreadOf, medianFigures, shortfallsOf } from '../lighthouse/figures.mjs';
import { lighthouseTable } from '../lighthouse/measure.mjs';
import { TARGETS, metricsOf, renderLatest } from '../lib/results.mjs';

/** A Lighthouse result (LHR) with just what the benchmark reads. */
function lhr({ perf = 0.97, a11y = 1, bp = 1, seo = 1, lcp = 1500.4, tbt = 120.6, cls = 0.0123, fcp = 900, si = 1200, bytes = 200 * 1024, contrast = 1 } = {}) {
  return {
    categories: {
      performance: { score: perf, auditRefs: [] },
      accessibility: { score: a11y, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'informative', weight: 0 }] },
      'best-practices': { score: bp, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: seo, auditRefs: [{ id: 'meta-description', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'first-contentful-paint': { numericValue: fcp },
      'speed-index': { numericValue: si },
      'total-byte-weight': { numericValue: bytes },
      'color-contrast': { score: contrast },
      informative: { score: 0 },
      'errors-in-console': { score: bp < 1 ? 0 : 1 },
      'meta-description': { score: null },
    },
  };
}

test('figures are read from a Lighthouse result, scores 0–100, rounded', () => {
  expect(figuresOf(lhr())).toEqual({ performance: 97, accessibility: 100, best_practices: 100, seo: 100, lcp_ms: 1500, tbt_ms: 121, cls: 0.012, fcp_ms: 900, si_ms: 1200, transfer_kib: 200 });
  const empty = figuresOf({ categories: {}, audits: {} });
  for (const f of FIGURES) expect(empty[f.key]).toBeNull();
});

test('each figure of a page is the median of its runs, taken figure by figure', () => {
  const runs = [lhr({ perf: 0.9, lcp: 2500, cls: 0.1 }), lhr({ perf: 0.99, lcp: 1400, cls: 0 }), lhr({ perf: 0.95, lcp: 1700, cls: 0.3 })].map(figuresOf);
  expect(medianFigures(runs)).toMatchObject({ performance: 95, lcp_ms: 1700, cls: 0.1 });
  // An even number of runs: the mean of the middle two.
  expect(medianFigures(runs.slice(0, 2))).toMatchObject({ performance: 94.5, lcp_ms: 1950, cls: 0.05 });
  expect(medianFigures([])).toMatchObject({ performance: null, lcp_ms: null });
});

test('shortfalls: weighted audits below 1 in accessibility, best practices and SEO', () => {
  expect(shortfallsOf(lhr())).toEqual([]);
  expect(shortfallsOf(lhr({ contrast: 0, bp: 0.96 }))).toEqual(['color-contrast', 'errors-in-console']);
});

const figures = (over = {}) => ({ performance: 97, accessibility: 100, best_practices: 100, seo: 100, lcp_ms: 1500, tbt_ms: 120, cls: 0.01, fcp_ms: 900, si_ms: 1200, transfer_kib: 200, ...over });

function record(timestamp, top, { login = figures(), runs = 3 } = {}) {
  return {
    timestamp,
    commit: 'abc1234',
    dirty: false,
    machine: { cpus: 2, cpu_model: 'test', mem_gib: 4, node: 'v24' },
    options: { only: 'lighthouse', lighthouse_runs: runs },
    lighthouse: {
      runs,
      lighthouse_version: '13.5.0',
      chrome: '156.0.0.0',
      form_factor: 'mobile',
      throttling: 'simulate',
      duration_s: 200,
      pages: [
        { name: 'top', path: '/', runs, median: top, each: [top], benchmark_index: 1500, shortfalls: [] },
        { name: 'question-detail', path: '/question-and-answer/%E5%B0%82%E9%96%80%E5%AE%B6/1', runs, median: figures(), each: [], benchmark_index: 1400, shortfalls: ['errors-in-console'], errors: ['NO_FCP: no paint'] },
        { name: 'login', path: '/login', runs, median: login, each: [], benchmark_index: 1450, shortfalls: [] },
      ],
    },
  };
}

test('every page has the seven Lighthouse limits as targets, judged on the medians', () => {
  const ids = TARGETS.filter((t) => t.id.startsWith('lighthouse-')).map((t) => t.id);
  expect(ids).toHaveLength(LIGHTHOUSE_PAGES.length * 7);
  const rec = record('t1', figures({ performance: 94, lcp_ms: 1801, cls: 0.02, tbt_ms: 200, seo: 92 }));
  const judged = Object.fromEntries(TARGETS.filter((t) => t.id.startsWith('lighthouse-')).map((t) => [t.id, t.value(rec) === undefined ? 'unmeasured' : t.met(t.value(rec), rec)]));
  expect(judged).toMatchObject({
    'lighthouse-top-performance': false,
    'lighthouse-top-lcp_ms': false,
    'lighthouse-top-cls': true,
    'lighthouse-top-tbt_ms': true,
    'lighthouse-top-accessibility': true,
    'lighthouse-top-best_practices': true,
    'lighthouse-top-seo': false,
    'lighthouse-login-performance': true,
    'lighthouse-column-list-performance': 'unmeasured',
  });
  const byId = (id) => TARGETS.find((t) => t.id === id);
  expect(byId('lighthouse-top-lcp_ms').text).toBe('Lighthouse mobile, /: LCP ≤ 1.8 s');
  expect(byId('lighthouse-top-lcp_ms').format(1801)).toBe('1801 ms');
  expect(byId('lighthouse-top-cls').format(0.02)).toBe('0.020');
  expect(byId('lighthouse-question-detail-seo').text).toBe('Lighthouse mobile, a question page: SEO 100');
});

test('the blocking-time goal is 200 ms, or 1.5 × the floor row when the floor itself is over 200 ms', () => {
  const tbt = TARGETS.find((t) => t.id === 'lighthouse-top-tbt_ms');
  const withFloor = (floor) => {
    const rec = record('t1', figures({ tbt_ms: 250 }));
    if (floor !== null) rec.lighthouse.pages.push({ name: 'control-floor', path: '/ (floor)', runs: 3, median: figures({ tbt_ms: floor }), each: [], shortfalls: [] });
    return rec;
  };
  expect(tbt.met(250, withFloor(null))).toBe(false);
  expect(tbt.met(250, withFloor(150))).toBe(false);
  expect(tbt.met(250, withFloor(199))).toBe(false);
  expect(tbt.met(200, withFloor(199))).toBe(true);
  expect(tbt.met(315, withFloor(210))).toBe(true);
  expect(tbt.met(316, withFloor(210))).toBe(false);
});

test('the Lighthouse report puts this run beside the previous run that has Lighthouse figures', () => {
  const first = record('t1', figures({ performance: 80, lcp_ms: 3000 }));
  const apiOnly = { timestamp: 't2', commit: 'def5678', machine: first.machine, options: { only: 'api' } };
  const now = record('t3', figures({ performance: 96, lcp_ms: 1700 }), { login: figures({ cls: 0.25 }) });
  expect(metricsOf(now).find((m) => m.key === 'lighthouse.top.lcp_ms')).toMatchObject({ value: 1700, higherIsBetter: false });
  const md = renderLatest(now, [first, apiOnly]);
  expect(md).toContain('## Lighthouse (mobile, median of 3 runs per page, 200 s in all)');
  expect(md).toContain('Lighthouse 13.5.0 (the npm package) on Chromium 156.0.0.0');
  expect(md).toContain('Previous: the run of t1 at commit abc1234 (median of 3).');
  expect(md).toContain('| page | run | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | FCP ms | SI ms | KiB | CPU index |');
  expect(md).toContain('| / | this run | 96 | 100 | 100 | 100 | 1700 | 120 | 0.010 | 900 | 1200 | 200 | 1500 |');
  expect(md).toContain('| | previous | 80 | 100 | 100 | 100 | 3000 | 120 | 0.010 | 900 | 1200 | 200 | 1500 |');
  expect(md).toContain('| /question-and-answer/専門家/1 | this run (1 of 4 failed) |');
  expect(md).toContain('- /question-and-answer/専門家/1: `errors-in-console`. failed: NO_FCP: no paint');
  expect(md).toContain('| Lighthouse mobile, /: performance ≥ 95 | 96 | met |');
  expect(md).toContain('| Lighthouse mobile, /login: CLS ≤ 0.02 | 0.250 | **not met** |');
  expect(md).toContain('| Lighthouse mobile, /column: TBT ≤ 200 ms (≤ 1.5 × the floor row when that is over 200 ms) | not measured | — |');
});

test('a first Lighthouse run has no previous row; a skipped one says why', () => {
  const md = renderLatest(record('t1', figures()), []);
  expect(md).toContain('Previous: none (first run with Lighthouse figures).');
  expect(md).not.toContain('| previous |');
  const skipped = renderLatest({ ...record('t1', figures()), lighthouse: { skipped: 'the built site is missing' } }, []);
  expect(skipped).toContain('## Lighthouse\n\nNot measured: the built site is missing');
});

test('the console table shows the medians of each page', () => {
  const lines = lighthouseTable(record('t1', figures({ cls: 0.1234 })).lighthouse);
  expect(lines[0]).toMatch(/page +perf +a11y +best pr\. +SEO +LCP ms +TBT ms +CLS +FCP ms +SI ms +KiB/);
  expect(lines[1]).toMatch(/^ {2}\/ +97 +100 +100 +100 +1500 +120 +0\.123 +900 +1200 +200$/);
  expect(lines[2]).toMatch(/専門家\/1 .*\(1 failed\)$/);
});

test('where the main thread’s time went: the longest tasks and the costliest scripts, longest first, named by file', () => {
  const result = {
    audits: {
      'long-tasks': {
        details: {
          items: [
            { url: 'http://127.0.0.1:3000/main.1234abcd.js', startTime: 812.4, duration: 96.2 },
            { url: 'Unattributable', startTime: 740.1, duration: 482.6 },
            { url: 'http://127.0.0.1:3000/mf/public/page-top.abcd1234.js', startTime: 1300, duration: 60 },
          ],
        },
      },
      'bootup-time': { details: { items: [{ url: 'http://127.0.0.1:3000/', total: 995.2, scripting: 314.4 }, { url: 'Unattributable', total: 1080, scripting: 20 }] } },
    },
  };
  expect(mainThreadOf(result, 2)).toEqual({
    long_tasks: [
      { script: 'Unattributable', start_ms: 740, ms: 483 },
      { script: 'main.1234abcd.js', start_ms: 812, ms: 96 },
    ],
    scripts: [
      { script: 'Unattributable', total_ms: 1080, scripting_ms: 20 },
      { script: '/', total_ms: 995, scripting_ms: 314 },
    ],
  });
  expect(mainThreadOf({ audits: {} })).toEqual({ long_tasks: [], scripts: [] });
});
