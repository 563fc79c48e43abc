// The floor of the embedded database's memory: a bare PGlite of the site's version, opened with its
// own defaults on a fresh folder, one query, then its resident size. Run as a child process by
// the memory benchmarks (process-memory.mjs), beside the server, so both figures come from the same run on the same machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const dir = mkdtempSync(path.join(tmpdir(), 'hiroba-bare-pglite-'));
try {
  const db = await PGlite.create(path.join(dir, 'pgdata'));
  await db.query('SELECT 1');
  // As the server is measured: some seconds after start.
  await new Promise((r) => setTimeout(r, Number(process.argv[2] ?? 5) * 1000));
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  await db.close();
  process.stdout.write(`${kib}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
