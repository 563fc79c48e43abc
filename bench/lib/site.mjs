// The built site for the browser benchmarks (page weight, Lighthouse): api-server/dist/server.js in a
// child process on a free port, with a fresh data folder and its demo content (NODE_ENV=development).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDir } from '@hiroba/test-db';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Debian's Chromium, which both browser benchmarks drive. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// What it needs on this kind of machine: no sandbox, no GPU, no QUIC, nothing in the background.
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BUILT = ['shell/dist/index.html', 'mf-public/dist/mf-manifest.json', 'api-server/dist/server.js'];
/**
 * The V8 flags `npm start` and `npm run serve` give the server (package.json's config, one place for
 * both): the benchmarks measure the server as it is started by default (docs/operations.md#memory).
 */
export const SERVER_NODE_FLAGS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).config.server_node_flags.split(' ').filter(Boolean);

/** Why the site cannot be started (a sentence for `skipped`), or null when it is built. */
export function missingBuild(root = ROOT) {
  const missing = BUILT.filter((f) => !existsSync(path.join(root, f)));
  if (missing.length) return `the built site is missing (${missing.join(', ')}): run \`npm run build\` first`;
  // A workspace's own build (npm run build -w …) leaves its files without the .br and .gz beside
  // them (scripts/precompress.js runs after the whole build), and the server then sends them as
  // they are: Lighthouse's first paint doubled when the stylesheets went out uncompressed.
  const entry = readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8').match(/<script[^>]* src="\/([^"]+\.js)"/)?.[1];
  if (entry && !existsSync(path.join(root, 'shell/dist', `${entry}.br`))) {
    return `the built files are not precompressed (shell/dist/${entry}.br is missing): run \`npm run build\`, which compresses them`;
  }
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site (with `env` added); resolves once /api/v1/health answers, with its base `url`, `pid` and `stop()`.
 * The ふりがな job is off unless `env` turns it on: at start it would read the demo content in a worker
 * beside the pages being measured, and a visitor's pages do not depend on it.
 */
export async function startSite({ prefix = 'hiroba-site', env = {} } = {}) {
  const port = await freePort();
  const dataDir = createScratchDir(prefix);
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'api-server/dist/server.js')], {
    cwd: ROOT,
    // SERVER_NODE_OPTIONS: Node's options for the server alone (e.g. a heap limit, docs/operations.md#memory).
    env: { ...process.env, NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS ?? '', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir.path, DATABASE_URL: '', GA_MEASUREMENT_ID: '', MAKE_READINGS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    dataDir.remove();
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) return { url, stop, pid: child.pid };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the site did not start:\n${output}`);
}

/** A question page of the running site (its first question), or null when it has none. */
/** The newest published column's page on the running site (the demo columns), or null without one. */
export async function columnPagePath(url) {
  const { pagePath } = await import('@hiroba/contract/routes');
  const list = await fetch(`${url}/api/v1/columns?per=1`).then((r) => r.json());
  const column = list.data?.[0];
  return column ? pagePath('column-detail', { id: column.id }) : null;
}

export async function questionPagePath(url) {
  const { pagePath } = await import('@hiroba/contract/routes');
  const list = await fetch(`${url}/api/v1/questions?per=1`).then((r) => r.json());
  const question = list.data?.[0];
  return question ? pagePath('question-detail', { type: question.qa_type, id: question.id }) : null;
}

/** The demo accounts of a site started here (NODE_ENV=development), as the README lists them. */
export const DEMO_ACCOUNTS = {
  free: { email: 'demo-free@example.jp', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' },
  paid: { email: 'demo-paid@example.jp', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' },
  expert: { email: 'demo-expert@example.jp', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' },
  admin: { email: process.env.ADMIN_EMAIL || 'admin@example.jp', password: process.env.ADMIN_PASSWORD || 'admin-pass-2026' },
};

/** Signs in through the API; answers { token, user } to put into localStorage. */
export async function signIn(siteUrl, { email, password }) {
  const res = await fetch(`${siteUrl}/api/v1/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.data?.token) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return body.data;
}

/** localStorage as a signed-in person's browser holds it (keys token and user). */
export const sessionStorageState = (siteUrl, session) => ({
  cookies: [],
  origins: [{ origin: siteUrl, localStorage: [{ name: 'token', value: session.token }, { name: 'user', value: JSON.stringify(session.user) }] }],
});
