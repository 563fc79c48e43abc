// First-visit page weight: starts the built site (api-server/dist/server.js, fresh data folder, demo
// content), opens each page in a fresh Chromium context and adds up the bytes on the wire of JS and
// CSS (CDP Network.loadingFinished encodedDataLength: compressed body plus headers). Measured twice:
// with `Accept-Encoding: gzip` only (the number the target names) and as the browser asks by
// default (brotli, what the server really sends).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDir } from '@hiroba/test-db';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT = ['shell/dist/index.html', 'mf-public/dist/mf-manifest.json', 'api-server/dist/server.js'];
const KIB = 1024;
const DIST_OF_PREFIX = [
  ['/mf/public/', 'mf-public/dist/'],
  ['/mf/member/', 'mf-member/dist/'],
  ['/mf/expert/', 'mf-expert/dist/'],
  ['/mf/admin/', 'mf-admin/dist/'],
  ['/', 'shell/dist/'],
];

/**
 * Size of the built file's pre-compressed .gz sibling (scripts/precompress.js), or of the file when it
 * has none: what the page would weigh in gzip if the server sent every file compressed.
 */
export function gzipFileBytes(urlPath, root = ROOT) {
  const [prefix, dist] = DIST_OF_PREFIX.find(([p]) => urlPath.startsWith(p));
  const file = path.join(root, dist, decodeURIComponent(urlPath.slice(prefix.length)));
  for (const candidate of [`${file}.gz`, file]) {
    if (existsSync(candidate)) return statSync(candidate).size;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startSite() {
  const port = await freePort();
  const dataDir = createScratchDir('hiroba-weight');
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'api-server/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir.path, DATABASE_URL: '', GA_MEASUREMENT_ID: '' },
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
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the site did not start:\n${output}`);
}

/** Loads `url` as a first visit; returns every JS/CSS response with its bytes on the wire. */
async function firstVisit(browser, url, encoding) {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } });
  try {
    if (encoding === 'gzip') await context.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      seen.set(requestId, { url: response.url, encoding: headers['content-encoding'] ?? 'identity', bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = seen.get(requestId);
      if (r) r.bytes = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    // Late chunks (lazy pages, remotes' styles) arrive after load.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const h1 = await page.locator('h1').first().textContent({ timeout: 1_000 }).catch(() => null);
    const files = [...seen.values()]
      .filter((r) => /\.(js|css)(\?|$)/.test(new URL(r.url).pathname + new URL(r.url).search))
      .map((r) => ({ path: new URL(r.url).pathname, kind: /\.css(\?|$)/.test(r.url) ? 'css' : 'js', encoding: r.encoding, bytes: r.bytes }));
    return { files, h1 };
  } finally {
    await context.close();
  }
}

function summarise({ files, h1 }) {
  const sum = (kind) => files.filter((f) => !kind || f.kind === kind).reduce((n, f) => n + f.bytes, 0);
  const encodings = {};
  for (const f of files) encodings[f.encoding] = (encodings[f.encoding] ?? 0) + 1;
  const fileGzip = files.reduce((n, f) => n + (gzipFileBytes(f.path) ?? f.bytes), 0);
  return {
    total_kib: kib(sum()),
    // Bodies of the built .gz files: the weight once every file is sent compressed.
    gzip_files_kib: kib(fileGzip),
    js_kib: kib(sum('js')),
    css_kib: kib(sum('css')),
    files: files.length,
    encodings,
    h1,
    largest: [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 8).map((f) => ({ path: f.path, encoding: f.encoding, kib: kib(f.bytes) })),
  };
}

const kib = (bytes) => Math.round((bytes / KIB) * 10) / 10;

export async function measurePageWeight({ log }) {
  const missing = BUILT.filter((f) => !existsSync(path.join(ROOT, f)));
  if (missing.length) return { skipped: `the built site is missing (${missing.join(', ')}): run \`npm run build\` first` };
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  try {
    const list = await fetch(`${site.url}/api/v1/questions?per=1`).then((r) => r.json());
    const question = list.data?.[0];
    const pages = [
      { name: 'top', path: '/' },
      { name: 'question-and-answer', path: '/question-and-answer' },
      ...(question ? [{ name: 'question', path: `/question-and-answer/${encodeURIComponent(question.qa_type)}/${question.id}` }] : []),
    ];
    const out = [];
    for (const page of pages) {
      log(`  page weight ${page.path}…`);
      const gzip = summarise(await firstVisit(browser, site.url + page.path, 'gzip'));
      const brotli = summarise(await firstVisit(browser, site.url + page.path, 'default'));
      out.push({ ...page, gzip, brotli });
    }
    return { pages: out };
  } finally {
    await browser.close();
    await site.stop();
  }
}
