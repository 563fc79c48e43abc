// Starts the whole site (api-server serving the API, the shell and the four remotes) on a free port
// with a fresh data folder and database, the way `npm start` does after the build.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createScratchDatabase } from '@hiroba/test-db';

export const ROOT = path.resolve(__dirname, '../..');
export const DEMO_PASSWORD = 'e2e-demo-pass';
export const ADMIN = { email: 'e2e-admin@example.jp', password: 'e2e-admin-pass-2026' };

export interface RunningSite {
  url: string;
  dataDir: string;
  databaseUrl?: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`site server did not become healthy in 60 s:\n${log()}`);
}

export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  // On the PostgreSQL pass the run gets a database of its own; PGlite lives in the data folder.
  const scratch = await createScratchDatabase({ prefix: 'hiroba_e2e', postgresUrl: process.env.DATABASE_URL });
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'api-server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      // test: only lowers the scrypt cost (tests make dozens of accounts), as in the API tests.
      NODE_ENV: 'test',
      PASSWORD_SCRYPT_LOG_N: '10',
      // As behind nginx on this machine: tests give each visitor its own address (support/api.ts).
      TRUST_PROXY: '127.0.0.1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: scratch.dataDir,
      DATABASE_URL: scratch.databaseUrl ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_PASSWORD,
      GA_MEASUREMENT_ID: '',
      SMTP_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A pending timer would keep Jest from exiting after the run: clear it once the server is gone.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await scratch.drop();
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    // A site that never came up leaves neither a process nor a database behind.
    await stop();
    throw error;
  }
  return { url, dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl ?? undefined, stop };
}
