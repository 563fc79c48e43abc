// Where a scenario's machine time went: the CPU seconds of the app's server process, of PostgreSQL
// (every local process named postgres: its backends, WAL writer, checkpointer…) and of this load
// generator, read from /proc before and after the measured run. Divided by the requests answered,
// they say what one request costs each of them, which req/s alone cannot: on a machine of two
// cores the three share, a route is slow because one of them spends more, and this says which.
// Linux only (null elsewhere). A PostgreSQL process that ends during the run takes its time with it,
// so the database's share is a floor; on PGlite the database runs inside the server process.
import fs from 'node:fs';

/** USER_HZ: /proc counts CPU time in ticks of 1/100 s on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid) {
  try {
    // utime and stime, the 14th and 15th fields; the name (2nd) may hold spaces, so count after it.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Each local PostgreSQL process's CPU seconds, by pid. */
function postgresProcesses() {
  const seconds = {};
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') seconds[pid] = cpuSecondsOf(pid);
    } catch {
      // The process ended while the list was read.
    }
  }
  return seconds;
}

/** A reading of the three clocks; `serverPid` is the app's process. Null off Linux (no /proc). */
export function cpuReading(serverPid) {
  if (process.platform !== 'linux') return null;
  return { server: cpuSecondsOf(serverPid), postgres: postgresProcesses(), load: cpuSecondsOf(process.pid) };
}

/**
 * CPU µs per request of each, between two readings over `requests` answers. PostgreSQL's is summed
 * over the processes alive at the end (one started during the run counts from zero).
 */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests <= 0) return null;
  const postgres = Object.entries(after.postgres).reduce((sum, [pid, seconds]) => sum + seconds - (before.postgres[pid] ?? 0), 0);
  const us = (seconds) => Math.round((seconds / requests) * 1e6);
  return { server_us: us(after.server - before.server), postgres_us: us(postgres), load_us: us(after.load - before.load) };
}
