// The record of a run and its report: every run appends one JSON line to results/history.jsonl and
// rewrites results/latest.md (this run beside the previous one that measured the same thing, the
// change in %, and each target met or not).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FIGURES, LIGHTHOUSE_PAGES, formatFigure } from '../lighthouse/figures.mjs';
import { changePercent } from './stats.mjs';

/** The Lighthouse limits (docs/architecture.md#performance-targets; mobile, median of the runs), the same for every page of LIGHTHOUSE_PAGES. */
const LIGHTHOUSE_LIMITS = [
  { figure: 'performance', text: 'performance ≥ 95', met: (v) => v >= 95 },
  { figure: 'lcp_ms', text: 'LCP ≤ 1.8 s', met: (v) => v <= 1800 },
  { figure: 'cls', text: 'CLS ≤ 0.02', met: (v) => v <= 0.02 },
  { figure: 'tbt_ms', text: 'TBT ≤ 200 ms (≤ 1.5 × the floor row when that is over 200 ms)', met: (v, rec) => v <= blockingTimeLimit(rec) },
  { figure: 'accessibility', text: 'accessibility 100', met: (v) => v >= 100 },
  { figure: 'best_practices', text: 'best practices 100', met: (v) => v >= 100 },
  { figure: 'seo', text: 'SEO 100', met: (v) => v >= 100 },
];

/**
 * The floor row (the same page hydrated by react-dom alone) shows what the machine allows: when it is
 * itself over 200 ms, the blocking-time goal is 1.5 × the floor.
 */
function blockingTimeLimit(rec) {
  const floor = lighthouseFigure(rec, 'control-floor', 'tbt_ms') ?? 0;
  return floor > 200 ? 1.5 * floor : 200;
}

/**
 * The performance targets (docs/architecture.md#performance-targets). `value` picks the measured
 * number from a record (undefined: not measured).
 */
const pct = (v) => `${Math.round(v * 1000) / 10}%`;
const DB_LABEL = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** A scenario's share of its bare route's req/s, at least `min`. */
const ratioTarget = (db, scenario, min, text) => ({
  id: `${db}-${scenario}-ratio`,
  text: `${DB_LABEL[db]} ${text}: req/s ≥ ${min * 100}% of ${scenario.endsWith(':uncached') ? 'a same-size bare route' : 'the bare route'}`,
  value: (rec) => api(rec, db)?.scenarios[scenario]?.ratio_to_bare,
  met: (v) => v >= min,
  format: pct,
});

/** A scenario's latency percentile, at most `max` ms. */
const latencyTarget = (db, scenario, percentile, max, text) => ({
  id: `${db}-${scenario}-${percentile}`,
  text: `${DB_LABEL[db]} ${text}: ${percentile} ≤ ${max} ms${percentile === 'p99' ? ' at 50 connections' : ''}`,
  value: (rec) => api(rec, db)?.scenarios[scenario]?.[`${percentile}_ms`],
  met: (v) => v <= max,
  format: (v) => `${v} ms`,
});

/**
 * The performance targets (docs/architecture.md#performance-targets). `value` picks the measured
 * number from a record (undefined: not measured).
 */
export const TARGETS = [
  ...['list', 'detail'].flatMap((name) => [ratioTarget('postgres', name, 0.4, name), latencyTarget('postgres', name, 'p99', 50, name)]),
  ...['postgres', 'pglite'].map((db) => latencyTarget(db, 'search', 'p95', 20, 'two-character search')),
  // The real work, without the visitors' cache: a signed-in reader's list and detail, and searches
  // with many different words.
  ...['list', 'detail'].flatMap((name) => [
    ratioTarget('postgres', `${name}:uncached`, 0.5, `${name}, uncached`),
    latencyTarget('postgres', `${name}:uncached`, 'p99', 50, `${name}, uncached`),
  ]),
  latencyTarget('postgres', 'search:uncached', 'p95', 20, 'two-character search, uncached, many different words'),
  // The site search (docs/search.md#measured): one, two and three words, each widened through the
  // vocabulary, as a signed-in member asks them (uncached), and 似ている質問.
  ...[1, 2, 3].map((words) => latencyTarget('postgres', `search${words}:uncached`, 'p95', 50, `site search of ${words} word${words > 1 ? 's' : ''} with their expansions, uncached`)),
  latencyTarget('postgres', 'similar:uncached', 'p95', 50, '似ている質問, uncached'),
  // The search's quality on its judged set (bench/search/README.md).
  ...[
    ['recall10', 'recall@10', (v) => v >= 0.9, '≥ 0.90'],
    ['mrr10', 'MRR@10', (v) => v >= 0.8, '≥ 0.80'],
    ['precision5', 'precision@5', (v) => v >= 0.7, '≥ 0.70'],
    ['zeroRate', 'share of queries that find nothing', (v) => v <= 0.02, '≤ 2%'],
  ].map(([key, label, met, limit]) => ({
    id: `search-quality-${key}`,
    text: `Search on its judged set: ${label} ${limit}`,
    value: (rec) => rec.search_quality?.figures.overall[key],
    met,
    format: (v) => String(v),
  })),
  {
    id: 'search-quality-classes',
    text: 'Search on its judged set: recall@10 ≥ 0.80 in every class',
    value: (rec) => (rec.search_quality ? Math.min(...Object.values(rec.search_quality.figures.byClass).map((c) => c.recall10)) : undefined),
    met: (v) => v >= 0.8,
    format: (v) => `${v} in the weakest class`,
  },
  {
    id: 'search-quality-plain',
    text: 'Search on its judged set: the plain class no worse than the literal search it replaced (recall, MRR, precision)',
    value: (rec) => {
      const q = rec.search_quality;
      if (!q) return undefined;
      return Math.min(...['recall10', 'mrr10', 'precision5'].map((k) => q.figures.byClass.plain[k] - q.literal.byClass.plain[k]));
    },
    met: (v) => v >= 0,
    format: (v) => `${v >= 0 ? '+' : ''}${Math.round(v * 1000) / 1000} at the least`,
  },
  {
    id: 'top-page-gzip',
    text: 'Top page /: JS + CSS ≤ 200 KiB gzip on a first visit',
    value: (rec) => rec.page_weight?.pages?.find((p) => p.name === 'top')?.gzip.total_kib,
    met: (v) => v <= 200,
    format: (v) => `${v} KiB`,
  },
  {
    id: 'top-page-sent',
    text: 'Top page /: JS + CSS ≤ 150 KiB as sent on a first visit',
    value: (rec) => rec.page_weight?.pages?.find((p) => p.name === 'top')?.brotli.total_kib,
    met: (v) => v <= 150,
    format: (v) => `${v} KiB`,
  },
  {
    id: 'interaction-latency',
    text: 'Interaction latency on a throttled phone (4× CPU): opening メニュー, typing in the search box, いいね, opening 文字サイズ・配色 each ≤ 200 ms',
    value: (rec) => (rec.interaction?.interactions?.length ? Math.max(...rec.interaction.interactions.map((i) => i.median_ms)) : undefined),
    met: (v) => v <= 200,
    format: (v) => `${v} ms at most`,
  },
  {
    id: 'signed-in-shift',
    text: 'Signed-in pages, public pages as a member first opens them, and public pages with ふりがな on (phone, slow 4G): layout shift ≤ 0.02 on every page',
    value: (rec) => (rec.layout_shift?.pages?.length ? Math.max(...rec.layout_shift.pages.map((p) => p.shift)) : undefined),
    met: (v) => v <= 0.02,
    format: (v) => `${v.toFixed(4)} at most`,
  },
  {
    id: 'soak-growth',
    text: 'Soak (`--only=soak`): over 10 minutes of pages and API reads at 50 connections after a minute of warm-up, the server grows ≤ 10%',
    value: (rec) => (rec.soak?.minutes >= 10 ? rec.soak.growth_pct : undefined),
    met: (v) => v <= 10,
    format: (v) => `${v}%`,
  },
  {
    id: 'soak-pglite-floor',
    text: 'Soak on PGlite: the server within a bare PGlite (measured beside it) + 150 MiB after start and at the end of the load',
    value: (rec) => (rec.soak?.database === 'pglite' ? Math.round((Math.max(rec.soak.after_start_mib, rec.soak.soak_end_mib) - rec.soak.bare_pglite_mib) * 10) / 10 : undefined),
    met: (v) => v <= 150,
    format: (v) => `floor + ${v} MiB`,
  },
  {
    id: 'soak-postgres-max',
    text: 'Soak on PostgreSQL (`--db=postgres`): the server ≤ 250 MiB throughout',
    value: (rec) => (rec.soak?.database === 'postgres' ? rec.soak.soak_max_mib : undefined),
    met: (v) => v <= 250,
    format: (v) => `${v} MiB at most`,
  },
  ...LIGHTHOUSE_PAGES.flatMap((page) =>
    LIGHTHOUSE_LIMITS.map((limit) => ({
      id: `lighthouse-${page.name}-${limit.figure}`,
      text: `Lighthouse mobile, ${page.label}: ${limit.text}`,
      value: (rec) => lighthouseFigure(rec, page.name, limit.figure),
      met: limit.met,
      format: (v) => `${formatFigure(limit.figure, v)}${limit.figure.endsWith('_ms') ? ' ms' : ''}`,
    })),
  ),
];

const api = (rec, db) => rec.api?.find((a) => a.database === db);
const lighthouseFigure = (rec, page, figure) => rec.lighthouse?.pages?.find((p) => p.name === page)?.median?.[figure] ?? undefined;

/** Every number of a record under a stable key, with a label and the direction that is better. */
export function metricsOf(rec) {
  const out = [];
  for (const run of rec.api ?? []) {
    for (const [name, s] of Object.entries(run.scenarios)) {
      const key = `api.${run.database}.${run.rows}.${name}`;
      out.push({ key: `${key}.rps`, label: `${run.database} ${name} req/s`, value: s.req_per_sec, higherIsBetter: true });
      if (s.ratio_to_bare !== undefined) out.push({ key: `${key}.ratio`, label: `${run.database} ${name} ÷ bare`, value: s.ratio_to_bare, higherIsBetter: true });
      for (const p of ['p50', 'p95', 'p99']) out.push({ key: `${key}.${p}`, label: `${run.database} ${name} ${p} ms`, value: s[`${p}_ms`], higherIsBetter: false });
    }
    out.push({ key: `api.${run.database}.${run.rows}.seed_s`, label: `${run.database} seeding s`, value: run.seeded.seconds.total, higherIsBetter: false });
  }
  for (const page of rec.page_weight?.pages ?? []) {
    out.push({ key: `weight.${page.name}.gzip`, label: `${page.path} gzip KiB (wire)`, value: page.gzip.total_kib, higherIsBetter: false });
    out.push({ key: `weight.${page.name}.gzip_files`, label: `${page.path} gzip KiB (built .gz files)`, value: page.gzip.gzip_files_kib, higherIsBetter: false });
    out.push({ key: `weight.${page.name}.brotli`, label: `${page.path} as sent (brotli) KiB`, value: page.brotli.total_kib, higherIsBetter: false });
  }
  const memory = rec.reading_memory;
  if (memory && !memory.skipped) {
    for (const [key, label] of [
      ['bare_pglite_mib', 'a bare PGlite (the floor; control)'],
      ['server_without_readings_mib', 'server, readings job off'],
      ['plain_burst_peak_mib', 'server, readings job off, during a burst of pages without ruby'],
      ['plain_after_burst_mib', 'server, readings job off, after that burst'],
      ['making_server_peak_mib', 'server while readings are made'],
      ['making_worker_peak_mib', 'reading worker while readings are made'],
      ['idle_mib', 'server, ふりがな never used'],
      ['burst_peak_mib', 'server during a burst of ruby pages'],
      ['after_burst_mib', 'server after the burst'],
    ]) {
      // PGlite's keys stay as they were first recorded; PostgreSQL's are named for it.
      const on = memory.database === 'postgres' ? 'postgres.' : '';
      if (memory[key] !== undefined) out.push({ key: `memory.${on}${key}`, label: `RSS MiB${on ? ' (PostgreSQL)' : ''} ${label}`, value: memory[key], higherIsBetter: false });
    }
  }
  const soak = rec.soak;
  if (soak && !soak.skipped) {
    for (const [key, label, higherIsBetter] of [
      ['bare_pglite_mib', 'a bare PGlite (the floor; control)', false],
      ['after_start_mib', 'server after start', false],
      ['after_warmup_mib', 'server after the warm-up', false],
      ['soak_max_mib', 'server at most during the soak', false],
      ['soak_end_mib', 'server at the end of the soak', false],
      ['settled_mib', 'server once the load stopped', false],
      ['growth_pct', 'growth over the soak, %', false],
      ['req_per_sec', 'req/s during the soak', true],
    ]) {
      // A run with the server's own Node options (a heap limit) is another series.
      const series = `${soak.database}${soak.node_options ? ` ${soak.node_options}` : ''}`;
      if (soak[key] !== undefined) out.push({ key: `soak.${series}.${key}`, label: `soak (${series}, ${soak.minutes} min): ${label}`, value: soak[key], higherIsBetter });
    }
  }
  const quality = rec.search_quality;
  if (quality) {
    for (const [name, figures] of [['all', quality.figures.overall], ...Object.entries(quality.figures.byClass)]) {
      for (const [key, label, higherIsBetter] of [['recall10', 'recall@10', true], ['mrr10', 'MRR@10', true], ['precision5', 'precision@5', true], ['zeroRate', 'zero results', false]]) {
        out.push({ key: `search.${name}.${key}`, label: `search ${name} ${label}`, value: figures[key], higherIsBetter });
      }
    }
  }
  for (const i of rec.interaction?.interactions ?? []) {
    out.push({ key: `interaction.${i.name}`, label: `interaction latency ms: ${i.label}`, value: i.median_ms, higherIsBetter: false });
  }
  for (const page of rec.layout_shift?.pages ?? []) {
    out.push({ key: `shift.${page.name}`, label: `${page.path} layout shift`, value: page.shift, higherIsBetter: false });
  }
  for (const page of rec.lighthouse?.pages ?? []) {
    for (const f of FIGURES) {
      const value = page.median?.[f.key];
      if (value !== null && value !== undefined) out.push({ key: `lighthouse.${page.name}.${f.key}`, label: `Lighthouse ${page.path} ${f.label}`, value, higherIsBetter: f.higherIsBetter });
    }
  }
  return out;
}

export function readHistory(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

export function appendHistory(file, rec) {
  appendFileSync(file, `${JSON.stringify(rec)}\n`);
}

/** The latest earlier value of each metric key (a quick run compares with the last run that measured it). */
export function previousValues(history) {
  const map = new Map();
  for (const rec of history) for (const m of metricsOf(rec)) map.set(m.key, { value: m.value, timestamp: rec.timestamp, commit: rec.commit });
  return map;
}

const cell = (v) => (v === undefined || v === null ? '—' : String(v));

function changeCell(before, after, higherIsBetter) {
  const pct = changePercent(before, after);
  if (pct === null) return '—';
  const better = pct === 0 ? '' : (pct > 0) === higherIsBetter ? ' ✓' : ' ✗';
  return `${pct > 0 ? '+' : ''}${pct}%${better}`;
}

function planLines(plan, max = 14) {
  return plan
    .split('\n')
    .filter((l) => /Scan|Sort|Limit|Aggregate|Bitmap|Join|Loop|Filter|Recheck|Rows Removed|Execution Time|Buffers|Index Cond|Heap Blocks/.test(l))
    .slice(0, max)
    .join('\n');
}

export function renderLatest(rec, history) {
  const prev = previousValues(history);
  const lines = [];
  lines.push('# Benchmark results (latest run)', '');
  lines.push(`Run ${rec.timestamp} at commit ${rec.commit ?? '?'}${rec.dirty ? ' (with uncommitted changes)' : ''}; ` +
    `${rec.machine.cpus} CPUs (${rec.machine.cpu_model}), ${rec.machine.mem_gib} GiB, Node ${rec.machine.node}. Options: ${JSON.stringify(rec.options)}.`);
  lines.push('Written by `npm run bench` (bench/run.mjs); every run is also a line of history.jsonl.', '');

  lines.push('## Targets', '', '| target | this run | met? |', '|---|---|---|');
  for (const t of TARGETS) {
    const v = t.value(rec);
    lines.push(`| ${t.text} | ${v === undefined ? 'not measured' : t.format(v)} | ${v === undefined ? '—' : t.met(v, rec) ? 'met' : '**not met**'} |`);
  }
  lines.push('');

  for (const run of rec.api ?? []) {
    lines.push(`## API on ${run.database} (${run.server_version}), ${run.rows.toLocaleString('en')} questions`, '');
    const s = run.seeded;
    lines.push(`Seeded ${Object.entries(s.rows).map(([k, n]) => `${n.toLocaleString('en')} ${k}`).join(', ')} in ${s.seconds.total} s ` +
      `(insert ${s.seconds.insert} s, indexes ${s.seconds.indexes} s, VACUUM ANALYZE ${s.seconds.vacuum_analyze} s). ` +
      `questions table ${run.size?.questions}, database ${run.size?.database}.`, '');
    if (run.answer_bytes) lines.push(`A signed-in reader's answers (the \`:uncached\` rows): list ${run.answer_bytes.list.toLocaleString('en')} bytes, detail ${run.answer_bytes.detail.toLocaleString('en')} bytes; the \`bare:*-size\` routes send the same bytes from memory. "÷ bare" compares each call with the bare route named beside it. The \`floor:*\` rows are the bare detail-size route after one or two trips of \`SELECT 1\` to the same database: the most a signed-in read (the session, then the data) could reach on this machine.`, '');
    lines.push('CPU µs per request (bench/api/cpu-time.mjs): what one answered request cost the server process, PostgreSQL\'s processes (on PGlite the database is inside the server) and the load generator, on the cores they share.', '');
    lines.push('| scenario | req/s | ÷ bare | bare | p50 ms | p95 ms | p99 ms | non-2xx | errors | CPU µs: server | PostgreSQL | load | previous req/s | change | previous p99 | change |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, r] of Object.entries(run.scenarios)) {
      const key = `api.${run.database}.${run.rows}.${name}`;
      const pr = prev.get(`${key}.rps`)?.value;
      const pp = prev.get(`${key}.p99`)?.value;
      lines.push(`| ${name} | ${r.req_per_sec} | ${r.ratio_to_bare === undefined ? '—' : pct(r.ratio_to_bare)} | ${cell(r.bare ?? (r.ratio_to_bare === undefined ? undefined : 'bare'))} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.non_2xx} | ${r.errors + r.timeouts} | ${cell(r.cpu?.server_us)} | ${cell(r.cpu?.postgres_us)} | ${cell(r.cpu?.load_us)} | ${cell(pr)} | ${changeCell(pr, r.req_per_sec, true)} | ${cell(pp)} | ${changeCell(pp, r.p99_ms, false)} |`);
    }
    lines.push('', `### What the database does for each call (${run.database}, one call, no load)`, '');
    lines.push('First call through the app (cold) and the same SQL under EXPLAIN ANALYZE (warm). Full plans: plans-' + run.database + '.txt.', '');
    lines.push('| call | rows found | statement | first ms | EXPLAIN ANALYZE ms |', '|---|---|---|---|---|');
    for (const p of run.probes) {
      for (const st of p.statements) lines.push(`| ${p.name} | ${cell(p.total)} | \`${st.sql.replace(/\|/g, '\\|').slice(0, 90)}\` | ${st.first_ms} | ${cell(st.explain_ms)} |`);
    }
    const slowest = run.probes.flatMap((p) => p.statements.map((st) => ({ ...st, call: p.name }))).sort((a, b) => (b.explain_ms ?? 0) - (a.explain_ms ?? 0))[0];
    if (slowest) lines.push('', `Slowest statement (${slowest.call}, ${slowest.explain_ms} ms), key plan lines:`, '', '```', planLines(slowest.plan), '```');
    lines.push('');
  }

  const quality = rec.search_quality;
  if (quality) {
    lines.push(`## Search on its judged set (${quality.database})`, '');
    lines.push(`${quality.questions} questions, ${quality.queries} queries (bench/search/README.md), asked through \`GET /api/v1/search/questions\`; the literal search is the one the site had before (every word as written, newest first). Precision@5 counts out of five, or of as many as are relevant when fewer. One query unloaded: p50 ${quality.call_ms.p50} ms, p95 ${quality.call_ms.p95} ms.`, '');
    lines.push('| class | queries | recall@10 | MRR@10 | precision@5 | zero results | literal: recall@10 | MRR@10 | precision@5 | zero results |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, f] of [['all', quality.figures.overall], ...Object.entries(quality.figures.byClass)]) {
      const l = name === 'all' ? quality.literal.overall : quality.literal.byClass[name];
      lines.push(`| ${name} | ${f.queries} | ${f.recall10} | ${f.mrr10} | ${f.precision5} | ${f.zeroRate} | ${l.recall10} | ${l.mrr10} | ${l.precision5} | ${l.zeroRate} |`);
    }
    lines.push('', quality.missed.length ? `Goals missed: ${quality.missed.join('; ')}.` : 'Every goal is met.', '');
  }
  if (rec.page_weight?.skipped) lines.push('## Page weight', '', `Not measured: ${rec.page_weight.skipped}`, '');
  if (rec.page_weight?.pages) {
    lines.push('## Page weight (first visit, JS + CSS)', '');
    lines.push('Wire bytes (CDP encodedDataLength). "gzip" asks with `Accept-Encoding: gzip` only; "as sent" is the browser default (brotli when offered). "built .gz" adds up the pre-compressed files of the same URLs: what gzip would weigh if every file were sent compressed.', '');
    lines.push('| page | gzip KiB | JS | CSS | files (encodings) | built .gz KiB | as sent KiB | previous gzip | change |', '|---|---|---|---|---|---|---|---|---|');
    for (const p of rec.page_weight.pages) {
      const before = prev.get(`weight.${p.name}.gzip`)?.value;
      const enc = Object.entries(p.gzip.encodings).map(([k, n]) => `${n} ${k}`).join(', ');
      lines.push(`| ${p.path} | ${p.gzip.total_kib} | ${p.gzip.js_kib} | ${p.gzip.css_kib} | ${p.gzip.files} (${enc}) | ${p.gzip.gzip_files_kib} | ${p.brotli.total_kib} | ${cell(before)} | ${changeCell(before, p.gzip.total_kib, false)} |`);
    }
    const top = rec.page_weight.pages[0];
    lines.push('', `Largest files of ${top.path} (gzip request):`, '', '| file | encoding | KiB |', '|---|---|---|');
    for (const f of top.gzip.largest) lines.push(`| ${f.path} | ${f.encoding} | ${f.kib} |`);
    lines.push('');
  }
  lines.push(...lighthouseSection(rec, history));
  lines.push(...layoutShiftSection(rec, prev));
  return `${lines.join('\n')}\n`;
}

/** The Lighthouse table: each page's medians, this run beside the previous run that has Lighthouse figures. */
function lighthouseSection(rec, history) {
  const lh = rec.lighthouse;
  if (!lh) return [];
  if (lh.skipped) return ['## Lighthouse', '', `Not measured: ${lh.skipped}`, ''];
  const before = history.filter((h) => h.lighthouse?.pages?.length).at(-1);
  const lines = [`## Lighthouse (mobile, median of ${lh.runs} run${lh.runs === 1 ? '' : 's'} per page${lh.duration_s ? `, ${lh.duration_s} s in all` : ''})`, ''];
  lines.push(`Lighthouse ${lh.lighthouse_version ?? '?'} (the npm package) on Chromium ${lh.chrome ?? '?'} (headless), its default config: ` +
    `form factor ${lh.form_factor ?? '?'} (Moto G Power screen), throttling ${lh.throttling ?? '?'} (slow 4G, 4× CPU slowdown). Each run is a first visit in a fresh Chromium. ` +
    'Scores 0–100; KiB: transfer size of the whole page load; CPU index: Lighthouse\'s benchmark of the machine during the runs (lower: busier, and slower simulated metrics).');
  lines.push('', before ? `Previous: the run of ${before.timestamp} at commit ${before.commit ?? '?'} (median of ${before.lighthouse.runs}).` : 'Previous: none (first run with Lighthouse figures).', '');
  lines.push(`| page | run | ${FIGURES.map((f) => f.label).join(' | ')} | CPU index |`, `|---|---|${FIGURES.map(() => '---|').join('')}---|`);
  for (const p of lh.pages) {
    const prev = before?.lighthouse.pages.find((q) => q.name === p.name);
    const failed = p.errors?.length ? ` (${p.errors.length} of ${p.runs + p.errors.length} failed)` : '';
    lines.push(`| ${decodeURI(p.path)} | this run${failed} | ${FIGURES.map((f) => formatFigure(f.key, p.median?.[f.key])).join(' | ')} | ${cell(p.benchmark_index)} |`);
    if (before) lines.push(`| | previous | ${FIGURES.map((f) => formatFigure(f.key, prev?.median?.[f.key])).join(' | ')} | ${cell(prev?.benchmark_index)} |`);
  }
  const traced = lh.pages.filter((p) => p.main_thread?.long_tasks.length);
  if (traced.length) {
    lines.push('', 'Where the main thread went (the run nearest the median blocking time): the longest tasks (length, start, the script Lighthouse names) and the scripts that took the most time (total, scripting):', '');
    for (const p of traced) {
      const tasks = p.main_thread.long_tasks.map((t) => `${t.ms} ms at ${t.start_ms} (${t.script})`).join(', ');
      const scripts = p.main_thread.scripts.map((s) => `${s.script} ${s.total_ms}/${s.scripting_ms}`).join(', ');
      lines.push(`- ${decodeURI(p.path)}: ${tasks}; scripts: ${scripts}`);
    }
  }
  const notes = lh.pages.filter((p) => p.shortfalls?.length || p.errors?.length || p.warnings?.length);
  if (notes.length) {
    lines.push('', 'What costs points (accessibility, best practices and SEO audits below 1 in any run), failed runs and Lighthouse warnings:', '');
    for (const p of notes) {
      const parts = [];
      if (p.shortfalls?.length) parts.push(p.shortfalls.map((id) => `\`${id}\``).join(', '));
      if (p.errors?.length) parts.push(`failed: ${p.errors.join('; ')}`);
      if (p.warnings?.length) parts.push(`warnings: ${p.warnings.join('; ')}`);
      lines.push(`- ${decodeURI(p.path)}: ${parts.join('. ')}`);
    }
  }
  lines.push('');
  return lines;
}

/** Each signed-in page's layout shift, beside the previous run's. */
function layoutShiftSection(rec, prev) {
  const ls = rec.layout_shift;
  if (!ls) return [];
  if (ls.skipped) return ['## Layout shift of the signed-in pages', '', `Not measured: ${ls.skipped}`, ''];
  const lines = ['## Layout shift of the signed-in pages', ''];
  lines.push(`Each page the browser draws for a signed-in person, opened by the demo account its guard asks for, the top page and the two lists as a paid member opens them (drawn on the server for a visitor, then taken over and drawn again for the member), and four public pages as a visitor with ふりがな on (the switch's cookie set: drawn on the server with their ruby): a first visit on a ${ls.viewport.width}×${ls.viewport.height} screen, ` +
    `${ls.line.latency_ms} ms and ${ls.line.down_kbit} kbit/s, ${ls.line.cpu_slowdown}× CPU slowdown (layout-shift/measure.mjs). The figure is the sum of every shift not caused by input until the page is quiet.`, '');
  lines.push('| page | who | h1 | shift | previous | what moved |', '|---|---|---|---|---|---|');
  for (const p of ls.pages) {
    const moved = p.shifts.flatMap((s) => s.sources).slice(0, 2).join('; ').replace(/\|/g, '\\|');
    lines.push(`| ${p.path} | ${p.who} | ${cell(p.h1)} | ${p.shift} | ${cell(prev.get(`shift.${p.name}`)?.value)} | ${moved || '—'} |`);
  }
  lines.push('');
  return lines;
}

export function writeLatest(file, rec, history) {
  writeFileSync(file, renderLatest(rec, history));
}
