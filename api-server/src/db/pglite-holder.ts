// Which process has the embedded database folder (DATA_DIR/pgdata) open. PGlite belongs to one
// process and does not stop a second one: a second server, or a backup or restore while the server
// runs, would corrupt the folder. So whoever opens it writes DATA_DIR/pgdata.lock and removes it
// when done. Written by hand: Node has no flock, and a lock kept fresh by a timer (proper-lockfile)
// would look abandoned while PGlite's WebAssembly holds the event loop during a long statement.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Holder {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux): a file from before a reboot names a pid that means nothing now. */
  boot: string | null;
  since: string;
  what: string;
}

export class FolderInUseError extends Error {}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'pgdata.lock');

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function readHolder(dataDir: string): Holder | null {
  try {
    return JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/**
 * true: a live process on this machine holds the folder; 'elsewhere': a process on another host
 * (another container sharing the volume) wrote the file and we cannot tell whether it still runs;
 * false: nobody, or a process that has ended (killed, crashed, or from before a reboot).
 */
function isHeld(holder: Holder): boolean | 'elsewhere' {
  if (holder.host !== os.hostname()) return 'elsewhere';
  const boot = bootId();
  if (boot && holder.boot && boot !== holder.boot) return false;
  // Our own pid in the file is a previous life (a container restarted with the same pid 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describe(dataDir: string, holder: Holder): string {
  return `${path.join(dataDir, 'pgdata')} is open in ${holder.what} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
}

/**
 * Takes the folder for `what` ('server', 'backup', 'restore') or throws FolderInUseError. The server
 * opens a folder whose holder may be on another host (after a crash in a container that is gone it
 * must still start); a backup or restore, which must never copy or replace an open folder, does not.
 * Returns the release, which removes the file only while it is still ours.
 */
export function holdPgliteFolder(dataDir: string, what: string): () => void {
  const file = lockFileOf(dataDir);
  const mine: Holder = { pid: process.pid, host: os.hostname(), boot: bootId(), since: new Date().toISOString(), what };
  const text = `${JSON.stringify(mine)}\n`;
  try {
    // 'wx': of two processes starting at once, one creates the file and the other reads it.
    writeFileSync(file, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const current = readHolder(dataDir);
    const held = current ? isHeld(current) : false;
    if (current && held === true) throw new FolderInUseError(`${describe(dataDir, current)}. Stop it first: PGlite allows one process at a time.`);
    if (current && held === 'elsewhere' && what !== 'server') {
      throw new FolderInUseError(
        `${describe(dataDir, current)}, which cannot be checked from ${os.hostname()}. Stop that server first; if it has stopped already, delete ${file}.`,
      );
    }
    // An abandoned file is replaced whole (written aside, then renamed over it).
    writeFileSync(`${file}.${process.pid}`, text);
    renameSync(`${file}.${process.pid}`, file);
  }
  return () => {
    const now = readHolder(dataDir);
    if (now && now.pid === mine.pid && now.since === mine.since) rmSync(file, { force: true });
  };
}
