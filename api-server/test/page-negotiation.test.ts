// Which answer a page's URL gets depends on what the client prefers (Accept, with q-values): a
// browser, curl, a link checker, an uptime monitor or a link-preview fetcher (`*/*` or no Accept at
// all) gets the page, 200 or the 404 page; only a client that prefers JSON to HTML gets the JSON
// 404 of the API. /api/ answers JSON whatever is asked. A file that is not there (a picture, a
// built script, a manifest) in any folder the server serves answers an empty 404, and the 404 page
// only to a browser that navigates to it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../src/site/remote-folders';
import { ask, qaWorld } from './helpers/qa';
import { call, useTestApp } from './helpers/test-app';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-negotiation-'));
mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><html lang="ja"><head><title>障害福祉Q&amp;Aひろば</title></head><body><div id="root"></div></body></html>');
// Every remote built, so that each of their folders is served.
for (const remote of REMOTES) {
  mkdirSync(path.join(webRoot, remote.folder, 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, remote.folder, 'dist/remoteEntry.js'), `var ${remote.name};`);
}

const t = useTestApp({ WEB_ROOT: webRoot, SITE_URL: 'https://hiroba.example.jp' });

/** The pages of each kind, made before each test (the database is emptied between tests). */
async function pages(): Promise<Array<[string, string, number]>> {
  const w = await qaWorld(t);
  const question = await ask(t.app, w.tokens.paid, { title: '手話通訳の派遣について', body: '申し込み方を教えてください。', category_id: w.categoryId });
  const column = await call(t.app, 'POST', '/api/v1/columns', {
    token: w.tokens.admin,
    payload: { title: '受給者証の申請', excerpt: '手続きの流れ', body: '<p>窓口で相談します。</p>', category_id: w.categoryId, status: 'published' },
  });
  expect(column.statusCode).toBe(201);
  return [
    ['a static page', '/about', 200],
    ['a list', '/question-and-answer', 200],
    ['a question', encodeURI(`/question-and-answer/一般/${question}`), 200],
    ['a column', `/column/column-detail/${column.json().data.id}`, 200],
    ['an unknown path', '/no-such-page', 404],
  ];
}

const ACCEPTS_PAGE: Array<[string, Record<string, string>]> = [
  ['Accept: */*', { accept: '*/*' }],
  ['no Accept', {}],
  ['Accept: text/html', { accept: 'text/html' }],
  ["a browser's Accept", { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
  ['JSON liked less than HTML', { accept: 'application/json;q=0.5, text/html' }],
];
const ACCEPTS_JSON: Array<[string, Record<string, string>]> = [
  ['Accept: application/json', { accept: 'application/json' }],
  ['JSON liked more than HTML', { accept: 'text/html;q=0.5, application/json' }],
  ['JSON before anything else', { accept: 'application/json, */*;q=0.1' }],
];

test.each(ACCEPTS_PAGE)('with %s, every kind of page answers its page', async (_what, headers) => {
  for (const [what, url, status] of await pages()) {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect([what, method, res.statusCode, res.headers['content-type']]).toEqual([what, method, status, 'text/html; charset=utf-8']);
      if (method === 'GET') expect(res.body).toContain('<div id="root">');
    }
  }
});

test.each(ACCEPTS_JSON)('with %s, a page path answers the JSON 404', async (_what, headers) => {
  for (const [what, url] of await pages()) {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect([what, res.statusCode, res.headers['content-type']]).toEqual([what, 404, 'application/json; charset=utf-8']);
    expect(res.json().errors[0].message).toBe('お探しのページや情報は見つかりませんでした。');
  }
});

test.each(ACCEPTS_PAGE)('with %s, HEAD / answers the top page', async (_what, headers) => {
  const res = await t.app.inject({ method: 'HEAD', url: '/', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
});

test.each(ACCEPTS_PAGE)('with %s, an unknown /api/ path still answers JSON', async (_what, headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
});

/** Every folder of files the server serves (the demo columns' pictures are copied into /uploads/). */
const FILE_FOLDERS = ['/uploads/', ...REMOTES.map((r) => r.prefix), '/'];
const MISSING_FILES = ['no-such-picture.png', 'no-such-chunk.0a1b2c3d.js', 'mf-manifest.json'];
const ACCEPTS_FILE: Array<[string, Record<string, string>]> = [
  ['Accept: */*', { accept: '*/*' }],
  ['no Accept', {}],
  ["a browser's picture Accept", { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' }],
  ['Accept: image/png', { accept: 'image/png' }],
  ['Accept: application/json', { accept: 'application/json' }],
];
const NAVIGATIONS: Array<[string, Record<string, string>]> = [
  ['Accept: text/html', { accept: 'text/html' }],
  ["a browser's page Accept", { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' }],
];

/** The folders of the wildcard GET routes (@fastify/static's), read from Fastify's tree of routes. */
function servedFolders(): string[] {
  const branch: string[] = [];
  const folders: string[] = [];
  for (const line of t.app.printRoutes({ method: 'GET' }).split('\n')) {
    // Each level of the tree is indented four characters: "│   " or "    ", then "├── " or "└── ".
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)/.exec(line);
    if (!node) continue;
    branch.length = node[1].length / 4;
    branch.push(node[2]);
    if (node[2] === '*') folders.push(branch.slice(0, -1).join(''));
  }
  return folders;
}

test('the folders of files tested here are every folder the server serves', () => {
  // A new folder of files must be added to FILE_FOLDERS.
  expect(servedFolders().sort()).toEqual([...FILE_FOLDERS].sort());
});

test.each(ACCEPTS_FILE)('with %s, a file that is not there answers an empty 404 in every folder', async (_what, headers) => {
  for (const folder of FILE_FOLDERS) {
    for (const url of MISSING_FILES.map((file) => folder + file)) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers });
        expect([url, method, res.statusCode, res.body]).toEqual([url, method, 404, '']);
      }
    }
  }
});

test.each(NAVIGATIONS)('with %s, a file that is not there answers the 404 page in every folder', async (_what, headers) => {
  for (const folder of FILE_FOLDERS) {
    const url = `${folder}no-such-picture.png`;
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
    expect(res.body).toContain('<div id="root">');
  }
});
