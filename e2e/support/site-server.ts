// Starts the whole site (api-server serving the API, the shell and the four remotes) on a free port
// with a fresh data folder, the way `npm start` does after the build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

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

/** On the PostgreSQL pass each run gets a database of its own, dropped at the end. */
async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hiroba_e2e_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hiroba-e2e-'));
  const db = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'api-server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db?.url ?? '',
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
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    databaseUrl: db?.url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A pending timer would keep Jest from exiting after the run: clear it once the server is gone.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
