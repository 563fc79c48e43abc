// Resident sizes for the memory benchmarks (Linux: read from /proc): a process's, its children's,
// and the floor of the embedded database (a bare PGlite, bare-pglite.mjs, run beside the server).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const mib = (kib) => Math.round((kib / 1024) * 10) / 10;

/** VmRSS of a process, KiB; 0 once it is gone. */
export function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The resident size of a process's children (the reading worker), KiB. */
export function childrenRss(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).reduce((n, child) => n + rssOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** A bare PGlite's resident size, KiB, `seconds` after it opened (as long as the server is left before its figure). */
export function barePgliteRss(seconds) {
  const script = fileURLToPath(new URL('./bare-pglite.mjs', import.meta.url));
  return Number(execFileSync(process.execPath, [script, String(seconds)], { encoding: 'utf8' }).trim());
}
