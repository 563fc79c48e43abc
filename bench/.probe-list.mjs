// Probe (not committed): one uncached scenario against the bench's server child, with CPU profiles.
import { fork, execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@hiroba/test-db';
import { RARE_WORD } from './api/japanese-text.mjs';
import { loadScenario } from './api/load.mjs';
const CHILD = fileURLToPath(new URL('./api/server-child.mjs', import.meta.url));
const which = process.argv[2] ?? 'list';
const rows = Number(process.argv[3] ?? 100000);
const prof = process.env.PROF ? `--cpu-prof --cpu-prof-dir=${process.env.PROF}` : '';
const scratch = await createScratchDatabase({ prefix: 'hiroba_probe', postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres' });
const child = fork(CHILD, [], { env: { ...process.env, NODE_OPTIONS: prof, BENCH_ROWS: String(rows), BENCH_DATA_DIR: scratch.dataDir, BENCH_DATABASE_URL: scratch.databaseUrl ?? '', BENCH_KEYWORDS: JSON.stringify(['福祉', RARE_WORD]) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ready = await new Promise((resolve, reject) => {
  child.on('message', (m) => { if (m.type === 'log') console.log(m.text); if (m.type === 'ready') resolve(m); if (m.type === 'error') reject(new Error(m.text)); });
});
const reader = { authorization: ready.readerAuthorization };
const paths = { list: () => '/api/v1/questions', detail: () => `/api/v1/questions/${1 + Math.floor(Math.random() * rows)}` };
for (const round of [1, 2]) {
  const cpu0 = execSync("ps -C postgres -o cputimes= | awk '{s+=$1} END {print s}'").toString().trim();
  const r = await loadScenario({ url: ready.apiUrl, nextPath: paths[which], headers: process.env.VISITOR ? {} : reader, seconds: 10, warmup: 2 });
  const cpu1 = execSync("ps -C postgres -o cputimes= | awk '{s+=$1} END {print s}'").toString().trim();
  console.log(round, which, JSON.stringify(r), 'postgres cpu s (12 s incl warmup):', Number(cpu1) - Number(cpu0));
}
child.send({ type: 'stop' });
await new Promise((r) => child.once('exit', r));
await scratch.drop();
