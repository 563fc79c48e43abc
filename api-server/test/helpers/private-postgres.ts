// A PostgreSQL server of the test's own (initdb into a temporary folder, a free port, trust auth),
// for tests that stop and start the server: the machine's shared PostgreSQL on 5432 is never
// touched. Uses Debian's server binaries (/usr/lib/postgresql/<version>/bin, the `postgresql`
// package that .ci/run installs). PostgreSQL refuses to run as root: as root, the commands run as
// the `postgres` user that package creates.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const VERSIONS_DIR = '/usr/lib/postgresql';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl start`; resolves once the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every process killed at once, as in a crash (no checkpoint). */
  crash(): Promise<void>;
  /** Stops the server (if running) and deletes its folder. */
  remove(): Promise<void>;
}

/** The newest installed version's bin folder, or null when the server binaries are not installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(VERSIONS_DIR)) return null;
  const versions = readdirSync(VERSIONS_DIR)
    .filter((v) => existsSync(path.join(VERSIONS_DIR, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(VERSIONS_DIR, versions[0], 'bin') : null;
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${VERSIONS_DIR}: install Debian's postgresql package (.ci/run does)`);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hiroba-private-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  // Never synchronous: the test's own requests keep running while the server stops and starts.
  const run = async (program: string, args: string[]) => {
    const [file, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    await promisify(execFile)(file, fullArgs, { timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  // Its socket in its own folder, TCP on loopback only; small, as the test needs little.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=16MB -c max_connections=40`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', ...args]);
  let running = false;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCtl('-o', serverOptions, 'start');
      running = true;
    },
    async crash() {
      await pgCtl('-m', 'immediate', 'stop');
      running = false;
    },
    async remove() {
      try {
        if (running) await server.crash();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  await server.start();
  return server;
}
