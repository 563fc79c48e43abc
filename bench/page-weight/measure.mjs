// First-visit page weight: starts the built site (api-server/dist/server.js, fresh data folder, demo
// content), opens each page in a fresh Chromium context and adds up the bytes on the wire of JS and
// CSS (CDP Network.loadingFinished encodedDataLength: compressed body plus headers). Measured twice:
// with `Accept-Encoding: gzip` only (the number the target names) and as the browser asks by
// default (brotli, what the server really sends).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_ACCOUNTS, ROOT, columnPagePath, missingBuild, questionPagePath, sessionStorageState, signIn, startSite } from '../lib/site.mjs';

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

/** Loads `url` as a first visit (signed in when `session` is given); returns every JS/CSS response with its bytes on the wire. */
async function firstVisit(browser, url, encoding, session = null) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    viewport: { width: 1280, height: 900 },
    ...(session && { storageState: sessionStorageState(new URL(url).origin, session) }),
  });
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
  const missing = missingBuild();
  if (missing) return { skipped: missing };
  const site = await startSite({ prefix: 'hiroba-weight' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const question = await questionPagePath(site.url);
    const column = await columnPagePath(site.url);
    const pages = [
      { name: 'top', path: '/' },
      { name: 'question-and-answer', path: '/question-and-answer' },
      ...(question ? [{ name: 'question', path: question }] : []),
      { name: 'column', path: '/column' },
      ...(column ? [{ name: 'column-page', path: column }] : []),
      // The payment page a free member opens first (Stripe.js, if it were used, would load here only).
      { name: 'paid-member-register', path: '/paid-member-register', session: await signIn(site.url, DEMO_ACCOUNTS.free) },
    ];
    const out = [];
    for (const page of pages) {
      log(`  page weight ${page.path}…`);
      const gzip = summarise(await firstVisit(browser, site.url + page.path, 'gzip', page.session));
      const brotli = summarise(await firstVisit(browser, site.url + page.path, 'default', page.session));
      out.push({ name: page.name, path: page.path, gzip, brotli });
    }
    return { pages: out };
  } finally {
    await browser.close();
    await site.stop();
  }
}
