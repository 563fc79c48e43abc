// Serving the site on the API's port: pages known to the route table answer 200 with the shell's
// index.html, unknown ones 404 with the same file; cache headers; config.json; security headers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { call, useTestApp } from './helpers/test-app';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-web-root-'));
const INDEX = '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>';
function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  writeFileSync(path.join(webRoot, file), content);
}
write('shell/dist/index.html', INDEX);
write('shell/dist/remotes.json', JSON.stringify({ mf_public: '/mf/public/mf-manifest.json' }));
write('shell/dist/main.3f2a9c1b.js', 'console.log("shell")');
write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('mf-public/dist/remoteEntry.js', 'var mf_public;');
write('mf-public/dist/mf-manifest.json', '{}');
write('mf-public/dist/412.9ab31c0d.js', 'chunk');
write('mf-admin/dist/remoteEntry.js', 'var mf_admin;');
// scripts/precompress.js writes these siblings after the build.
const brotli = (text: string) => brotliCompressSync(Buffer.from(text));
writeFileSync(path.join(webRoot, 'shell/dist/main.3f2a9c1b.js.br'), brotli('console.log("shell")'));
writeFileSync(path.join(webRoot, 'mf-public/dist/412.9ab31c0d.js.br'), brotli('chunk'));

const t = useTestApp({ WEB_ROOT: webRoot, GA_MEASUREMENT_ID: 'G-TEST123', PLAN_PRICE_JPY: '550', OPERATOR_NAME: '株式会社ひろば' });
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

test.each([
  '/',
  '/login',
  '/column',
  '/column/',
  '/column/就労支援',
  '/search',
  '/search/福祉',
  '/question-and-answer/未回答',
  // A tag's questions: the search page, not a question of type "search" (it once answered 404).
  '/question-and-answer/search/手話',
  '/question-and-answer/search',
  '/my-page/edit-question',
  '/admin/users/paid_member/7',
  '/list-of-experts/3',
])('%s answers 200 with the shell', async (url) => {
  const res = await page(encodeURI(url));
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="root">');
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
});

test.each([
  '/no-such-page',
  '/question-and-answer/foo',
  '/question-and-answer/存在しない種類',
  '/question-and-answer/foo/1',
  // A question that does not exist (question-pages.test.ts covers existing ones).
  '/question-and-answer/専門家/42',
  // A column that does not exist (column-pages.test.ts covers published ones and drafts).
  '/column/column-detail/12',
  '/admin/unknown/deeper',
  '/login/extra',
])('%s answers 404 with the same shell (it shows the not-found page)', async (url) => {
  const res = await page(encodeURI(url));
  expect(res.statusCode).toBe(404);
  expect(res.body).toContain('<div id="root">');
});

test('a malformed percent-encoding is bad input (400), not a server error', async () => {
  expect((await page('/%E0%A4%A')).statusCode).toBe(400);
});

test('hashed files are cached for a year; manifests and entries are revalidated', async () => {
  const hashed = await t.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' });
  expect(hashed.statusCode).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const chunk = await t.app.inject({ method: 'GET', url: '/mf/public/412.9ab31c0d.js' });
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // As a browser gets them, compressed: these were once revalidated on every page.
  for (const url of ['/main.3f2a9c1b.js', '/mf/public/412.9ab31c0d.js']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect([url, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([url, 'br', 'public, max-age=31536000, immutable']);
  }
  for (const url of ['/mf/public/remoteEntry.js', '/mf/public/mf-manifest.json', '/mf/admin/remoteEntry.js', '/index.html', '/']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
  }
});

test.each(['/main.3f2a9c1b.js', '/mf/public/412.9ab31c0d.js'])('%s is sent pre-compressed when the browser accepts brotli', async (url) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
});

test('a remote that is not built answers 404', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/mf/member/remoteEntry.js' })).statusCode).toBe(404);
});

test('/remotes.json and /config.json are never stored', async () => {
  const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(remotes.statusCode).toBe(200);
  expect(remotes.headers['cache-control']).toBe('no-store');
  expect(remotes.json()).toEqual({ mf_public: '/mf/public/mf-manifest.json' });
  const config = await t.app.inject({ method: 'GET', url: '/config.json' });
  expect(config.headers['cache-control']).toBe('no-store');
  expect(config.json()).toEqual({
    apiBaseUrl: '/',
    gaMeasurementId: 'G-TEST123',
    siteName: '障害福祉Q&Aひろば',
    operator: {
      name: '株式会社ひろば',
      representative: expect.any(String),
      address: expect.any(String),
      phone: expect.any(String),
      email: 'operator@example.jp',
      companyUrl: expect.any(String),
    },
    plan: { priceJpy: 550 },
    stripePublishableKey: '',
  });
});

test('security headers are on pages, unknown files and API answers', async () => {
  for (const res of [await page('/login'), await t.app.inject({ method: 'GET', url: '/main.0000aaaa.js' }), await call(t.app, 'GET', '/api/v1/health')]) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('https://checkout.stripe.com');
    expect(csp).toContain('https://www.googletagmanager.com');
  }
});

// A script or stylesheet is never a document: what governs a document (CSP, framing, COOP…) is
// dropped from it, as nginx does (deploy/nginx); what applies to any answer stays.
test.each([
  ['/main.3f2a9c1b.js', {}],
  ['/main.3f2a9c1b.js', { 'accept-encoding': 'br' }],
  ['/mf/public/412.9ab31c0d.js', { 'accept-encoding': 'br' }],
  ['/mf/public/mf-manifest.json', {}],
])('a built file %s (%j) carries only the headers that apply to it', async (url, headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy', 'origin-agent-cluster', 'x-xss-protection']) {
    expect([name, res.headers[name]]).toEqual([name, undefined]);
  }
});

test('a built page and a built SVG keep every security header', async () => {
  for (const res of [await t.app.inject({ method: 'GET', url: '/index.html' }), await t.app.inject({ method: 'GET', url: '/favicon.svg' })]) {
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  }
});

test('a request that does not accept HTML gets a JSON 404 for an unknown page path', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'image/png' } });
  expect(res.statusCode).toBe(404);
  expect(res.json().errors[0].message).toBeTruthy();
});

// page-negotiation.test.ts tries every folder and Accept.
test('a picture that is not there answers an empty 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/no-such-file.png', headers: { accept: 'image/png' } });
  expect([res.statusCode, res.body]).toEqual([404, '']);
});

test('without built frontends (API-only) page paths are not served', async () => {
  await t.rebuild({ WEB_ROOT: path.join(webRoot, 'missing') });
  const res = await page('/login');
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/json/);
  expect((await call(t.app, 'GET', '/api/v1/health')).statusCode).toBe(200);
});
