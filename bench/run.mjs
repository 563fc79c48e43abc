#!/usr/bin/env node
// `npm run bench [-- --only=api|search|weight|lighthouse|shift|interaction|memory|soak --rows=N --db=pglite|postgres --seconds=S
// --lighthouse-runs=N]`: the API load benchmark (PGlite, and PostgreSQL when one answers), the search's
// quality on its judged set, the first-visit page weight, Lighthouse (mobile) and the layout shift of
// the signed-in pages, recorded
// in results/history.jsonl and
// results/latest.md. Benchmarks report: a missed target is not a failure, only a broken harness exits
// non-zero.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findPostgres } from './api/postgres.mjs';
import { runApiBench } from './api/run-api-bench.mjs';
import { parseArgs } from './lib/args.mjs';
import { gitCommit, machineInfo } from './lib/machine.mjs';
import { TARGETS, appendHistory, readHistory, writeLatest } from './lib/results.mjs';
import { lighthouseTable, measureLighthouse } from './lighthouse/measure.mjs';
import { measureInteractions } from './interaction/measure.mjs';
import { measureLayoutShift } from './layout-shift/measure.mjs';
import { measurePageWeight } from './page-weight/measure.mjs';
import { measureReadingMemory } from './readings/memory.mjs';
import { measureSoak } from './memory/soak.mjs';
import { measureSearchQuality } from './search/judged-bench.mjs';

const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const HISTORY = `${RESULTS}history.jsonl`;
const log = (text) => console.log(text);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const rec = { timestamp: new Date().toISOString(), ...gitCommit(), machine: machineInfo(), options };
  const runs = (benchmark) => options.only === null || options.only === benchmark;

  if (runs('api')) {
    const postgres = await findPostgres();
    const databases = options.db ? [options.db] : ['pglite', ...(postgres ? ['postgres'] : [])];
    if (!postgres) log('PostgreSQL: no server answers (DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres); PGlite only.');
    rec.api = [];
    for (const database of databases) {
      if (database === 'postgres' && !postgres) {
        log('PostgreSQL was asked for but no server answers: skipped.');
        continue;
      }
      log(`API benchmark on ${database}, ${options.rows.toLocaleString('en')} questions:`);
      const result = await runApiBench({ database, postgres, rows: options.rows, seconds: options.seconds, log });
      // Full plans go to their own file; the history keeps the timings.
      writeFileSync(`${RESULTS}plans-${database}.txt`, result.probes.flatMap((p) => p.statements.map((s) => `### ${p.name} ${p.path} (${s.explain_ms} ms)\n${s.sql}\n\n${s.plan}\n`)).join('\n'));
      rec.api.push(result);
    }
  }
  if (runs('search')) {
    // On PGlite unless --db=postgres: the figures are the same on both.
    const postgres = options.db === 'postgres' ? await findPostgres() : null;
    log(`Search quality on the judged set (${postgres ? 'PostgreSQL' : 'PGlite'}):`);
    rec.search_quality = await measureSearchQuality({ log, postgres });
  }
  if (runs('weight')) {
    log('Page weight (first visit):');
    rec.page_weight = await measurePageWeight({ log });
    if (rec.page_weight.skipped) log(`  ${rec.page_weight.skipped}`);
  }
  if (runs('lighthouse')) {
    const lighthouseStarted = Date.now();
    log(`Lighthouse (mobile, ${options.lighthouse_runs} run${options.lighthouse_runs === 1 ? '' : 's'} per page):`);
    rec.lighthouse = await measureLighthouse({ log, runs: options.lighthouse_runs });
    if (rec.lighthouse.skipped) log(`  ${rec.lighthouse.skipped}`);
    else rec.lighthouse.duration_s = Math.round((Date.now() - lighthouseStarted) / 1000);
  }
  if (runs('shift')) {
    log('Layout shift of the signed-in pages (phone, slow 4G, 4× CPU):');
    rec.layout_shift = await measureLayoutShift({ log });
    if (rec.layout_shift.skipped) log(`  ${rec.layout_shift.skipped}`);
  }
  if (runs('interaction')) {
    log('Interaction latency (phone, 4× CPU; the longest event of each, median):');
    rec.interaction = await measureInteractions({ log });
    if (rec.interaction.skipped) log(`  ${rec.interaction.skipped}`);
  }
  if (runs('memory')) {
    // On PGlite unless --db=postgres (the PostgreSQL server of DATABASE_URL or the local one).
    const postgres = options.db === 'postgres' ? await findPostgres() : null;
    if (options.db === 'postgres' && !postgres) throw new Error('--db=postgres: no PostgreSQL server answers');
    log(`Resident memory of the server around ふりがな (${postgres ? 'PostgreSQL' : 'PGlite'}):`);
    rec.reading_memory = await measureReadingMemory({ log, postgres });
    if (rec.reading_memory.skipped) log(`  ${rec.reading_memory.skipped}`);
  }
  // Only when asked for: it takes its minutes and two more.
  if (options.only === 'soak') {
    const postgres = options.db === 'postgres' ? await findPostgres() : null;
    if (options.db === 'postgres' && !postgres) throw new Error('--db=postgres: no PostgreSQL server answers');
    log(`Soak: the server's resident memory under ${options.soak_minutes} min of mixed load (${postgres ? 'PostgreSQL' : 'PGlite'}):`);
    rec.soak = await measureSoak({ log, minutes: options.soak_minutes, postgres });
    if (rec.soak.skipped) log(`  ${rec.soak.skipped}`);
  }
  rec.duration_s = Math.round((Date.now() - started) / 1000);

  const history = readHistory(HISTORY);
  // The history keeps each statement's plan text out (it is in plans-<db>.txt); the report needs it now.
  writeLatest(`${RESULTS}latest.md`, rec, history);
  appendHistory(HISTORY, { ...rec, api: rec.api?.map((a) => ({ ...a, probes: a.probes.map((p) => ({ ...p, statements: p.statements.map(({ plan, ...s }) => s) })) })) });

  for (const run of rec.api ?? []) {
    log(`\n${run.database} (${run.rows.toLocaleString('en')} questions)        req/s    ÷bare     p50     p95     p99  (ms)`);
    for (const [name, s] of Object.entries(run.scenarios)) {
      const ratio = s.ratio_to_bare === undefined ? '' : `${(s.ratio_to_bare * 100).toFixed(1)}%`;
      log(`  ${name.padEnd(30)} ${String(s.req_per_sec).padStart(8)} ${ratio.padStart(8)} ${String(s.p50_ms).padStart(7)} ${String(s.p95_ms).padStart(7)} ${String(s.p99_ms).padStart(7)}`);
    }
  }
  for (const p of rec.page_weight?.pages ?? []) log(`  ${p.path}: ${p.gzip.total_kib} KiB gzip (built .gz files ${p.gzip.gzip_files_kib} KiB), ${p.brotli.total_kib} KiB as sent`);
  for (const p of rec.layout_shift?.pages ?? []) log(`  ${p.path} (${p.who}): layout shift ${p.shift}`);
  if (rec.lighthouse?.pages) {
    log(`\nLighthouse mobile, median of ${rec.lighthouse.runs} (${rec.lighthouse.duration_s} s):`);
    for (const line of lighthouseTable(rec.lighthouse)) log(line);
  }
  log('\nTargets:');
  let unmeasured = 0;
  for (const t of TARGETS) {
    const v = t.value(rec);
    if (v === undefined) unmeasured++;
    else log(`  ${t.met(v, rec) ? 'met        ' : 'NOT MET    '} ${t.text}: ${t.format(v)}`);
  }
  if (unmeasured) log(`  (${unmeasured} of ${TARGETS.length} targets not measured by this run)`);
  log(`\nRecorded in bench/results/history.jsonl and bench/results/latest.md (${rec.duration_s} s).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
