import { TARGETS, metricsOf, previousValues, renderLatest } from '../lib/results.mjs';

const scenario = (rps, p95, p99, ratio) => ({ req_per_sec: rps, p50_ms: 1, p95_ms: p95, p99_ms: p99, non_2xx: 0, errors: 0, timeouts: 0, ...(ratio === undefined ? {} : { ratio_to_bare: ratio }) });

function record({ timestamp, listRps, listP99, searchP95, topKib }) {
  return {
    timestamp,
    commit: 'abc1234',
    dirty: false,
    machine: { cpus: 2, cpu_model: 'test', mem_gib: 4, node: 'v20' },
    options: { rows: 1000 },
    api: [
      {
        database: 'postgres',
        server_version: '15',
        rows: 1000,
        seeded: { rows: { questions: 1000 }, seconds: { total: 1, insert: 1, indexes: 0, vacuum_analyze: 0 } },
        size: { questions: '1 MB', database: '2 MB' },
        scenarios: { bare: scenario(1000, 1, 2), list: scenario(listRps, 5, listP99, listRps / 1000), detail: scenario(500, 5, 10, 0.5), search: scenario(300, searchP95, 30, 0.3) },
        probes: [{ name: 'list', total: 1000, statements: [{ sql: 'SELECT 1', first_ms: 1, explain_ms: 0.5, plan: 'Seq Scan on questions\nExecution Time: 0.5 ms' }] }],
      },
    ],
    page_weight: {
      pages: [{ name: 'top', path: '/', gzip: { total_kib: topKib, js_kib: topKib - 10, css_kib: 10, files: 3, encodings: { gzip: 3 }, gzip_files_kib: topKib, largest: [] }, brotli: { total_kib: topKib - 20 } }],
    },
  };
}

test('targets are judged on the measured numbers', () => {
  const rec = record({ timestamp: 't1', listRps: 450, listP99: 60, searchP95: 12, topKib: 190 });
  const byId = Object.fromEntries(TARGETS.map((t) => [t.id, t.value(rec) === undefined ? 'unmeasured' : t.met(t.value(rec), rec)]));
  expect(byId['postgres-list-ratio']).toBe(true);
  expect(byId['postgres-list-p99']).toBe(false);
  expect(byId['postgres-detail-ratio']).toBe(true);
  expect(byId['postgres-search-p95']).toBe(true);
  expect(byId['pglite-search-p95']).toBe('unmeasured');
  expect(byId['top-page-gzip']).toBe(true);
});

test('the report compares with the previous run that measured the same thing', () => {
  const before = record({ timestamp: 't1', listRps: 400, listP99: 60, searchP95: 25, topKib: 260 });
  const now = record({ timestamp: 't2', listRps: 500, listP99: 45, searchP95: 15, topKib: 195 });
  const prev = previousValues([before]);
  expect(prev.get('api.postgres.1000.list.rps').value).toBe(400);
  expect(metricsOf(now).find((m) => m.key === 'weight.top.gzip').value).toBe(195);
  const md = renderLatest(now, [before]);
  expect(md).toContain('| list | 500 | 50% |');
  expect(md).toContain('+25%'); // 400 → 500 req/s
  expect(md).toContain('-25%'); // 60 → 45 ms p99
  expect(md).toContain('| Top page /: JS + CSS ≤ 200 KiB gzip on a first visit | 195 KiB | met |');
  expect(md).toContain('| PostgreSQL list: p99 ≤ 50 ms at 50 connections | 45 ms | met |');
  expect(md).toContain('| 260 |');
});

test('a first run has nothing to compare with', () => {
  const md = renderLatest(record({ timestamp: 't1', listRps: 100, listP99: 300, searchP95: 40, topKib: 300 }), []);
  expect(md).toContain('**not met**');
  expect(md).toContain('| list | 100 | 10% | bare | 1 | 5 | 300 | 0 | 0 | — | — | — | — |');
});

test("a signed-in reader's uncached calls are judged against the bare route of their own answer's size", () => {
  const rec = record({ timestamp: 't1', listRps: 450, listP99: 20, searchP95: 12, topKib: 190 });
  const [run] = rec.api;
  run.answer_bytes = { list: 12_345, detail: 2_048 };
  Object.assign(run.scenarios, {
    'bare:list-size': scenario(800, 1, 2),
    'list:uncached': { ...scenario(480, 8, 40, 0.6), bare: 'bare:list-size' },
    'bare:detail-size': scenario(900, 1, 2),
    'detail:uncached': { ...scenario(360, 9, 70, 0.4), bare: 'bare:detail-size' },
    'search:uncached': { ...scenario(300, 25, 60, 0.375), bare: 'bare:list-size' },
  });
  const byId = Object.fromEntries(TARGETS.map((t) => [t.id, t.value(rec) === undefined ? 'unmeasured' : t.met(t.value(rec), rec)]));
  expect(byId['postgres-list:uncached-ratio']).toBe(true);
  expect(byId['postgres-list:uncached-p99']).toBe(true);
  expect(byId['postgres-detail:uncached-ratio']).toBe(false);
  expect(byId['postgres-detail:uncached-p99']).toBe(false);
  expect(byId['postgres-search:uncached-p95']).toBe(false);
  const md = renderLatest(rec, []);
  expect(md).toContain('| PostgreSQL detail, uncached: req/s ≥ 50% of a same-size bare route | 40% | **not met** |');
  expect(md).toContain('| PostgreSQL two-character search, uncached, many different words: p95 ≤ 20 ms | 25 ms | **not met** |');
  expect(md).toContain('| list:uncached | 480 | 60% | bare:list-size | 1 | 8 | 40 |');
  expect(md).toContain('list 12,345 bytes, detail 2,048 bytes');
});

test('the soak’s targets: growth over ten minutes, the floor on PGlite, the ceiling on PostgreSQL', () => {
  const judge = (soak) => Object.fromEntries(TARGETS.filter((t) => t.id.startsWith('soak-')).map((t) => [t.id, t.value({ soak }) === undefined ? 'unmeasured' : t.met(t.value({ soak }), { soak })]));
  const pglite = { database: 'pglite', minutes: 10, bare_pglite_mib: 450, after_start_mib: 560, soak_end_mib: 601, growth_pct: 9.9 };
  expect(judge(pglite)).toEqual({ 'soak-growth': true, 'soak-pglite-floor': false, 'soak-postgres-max': 'unmeasured' });
  expect(judge({ ...pglite, soak_end_mib: 600, growth_pct: 10.1 })).toEqual({ 'soak-growth': false, 'soak-pglite-floor': true, 'soak-postgres-max': 'unmeasured' });
  // A shorter soak is recorded but judges nothing about ten minutes.
  expect(judge({ ...pglite, minutes: 2 })['soak-growth']).toBe('unmeasured');
  expect(judge({ database: 'postgres', minutes: 10, after_start_mib: 150, soak_max_mib: 251, soak_end_mib: 240, growth_pct: 3 })).toEqual({ 'soak-growth': true, 'soak-pglite-floor': 'unmeasured', 'soak-postgres-max': false });
});
