// What a page's first response names and carries (docs/server-rendering.md): every file the route
// will load, read from the builds, and the state the shell starts from; its entry script starts
// after the first paint, under a CSP that allows that one inline script.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { renderShell, SITE_STATE_ID } from '../src/site/html-document';
import { loadPageFiles } from '../src/site/page-files';
import { START_AFTER_PAINT_CSP, START_AFTER_PAINT_SCRIPT } from '../src/site/start-after-paint';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-page-files-'));
function write(file: string, value: unknown) {
  mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  writeFileSync(path.join(webRoot, file), JSON.stringify(value));
}
const assets = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });
write('shell/dist/mf-manifest.json', { shared: [{ assets: assets(['696.react.js']) }, { assets: assets(['292.shared-ui.js']) }], exposes: [], metaData: { remoteEntry: { name: '', path: '' } } });
// A shared module's group also holds the chunks split off it, which the manifest does not name.
write('shell/dist/page-assets.json', { main: ['main.js'], bootstrap: ['bootstrap.1.js', 'bootstrap.1.css'], 'shared:@hiroba/shared-ui': ['292.shared-ui.js', '769.mantine.js'] });
write('mf-public/dist/mf-manifest.json', {
  shared: [],
  exposes: [{ path: './App', assets: assets(['__federation_expose_App.1.js']) }],
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
});
write('mf-public/dist/page-assets.json', { 'page-question-detail': ['page-question-detail.1.js', 'page-question-detail.1.css', '451.1.js'] });

const pageFiles = loadPageFiles(webRoot, 'https://hiroba.example.jp');

test("a page names the shell's start, the shared modules with the chunks split off them, and its remote's entry, App and page chunks", () => {
  expect(pageFiles('question-detail', '/mf/public/mf-manifest.json')).toEqual({
    // Each stylesheet also by its name in its build, which a remote's runtime looks for before adding its own link.
    styles: [
      { href: '/bootstrap.1.css', name: 'bootstrap.1.css' },
      { href: '/mf/public/page-question-detail.1.css', name: 'page-question-detail.1.css' },
    ],
    scripts: [
      '/bootstrap.1.js',
      '/696.react.js',
      '/292.shared-ui.js',
      '/769.mantine.js',
      '/mf/public/remoteEntry.js',
      '/mf/public/__federation_expose_App.1.js',
      '/mf/public/page-question-detail.1.js',
      '/mf/public/451.1.js',
    ],
    fetches: ['/mf/public/mf-manifest.json'],
  });
});

test("a remote named by this site's own absolute URL is this server's: the same files, its manifest as listed", () => {
  const absolute = 'https://hiroba.example.jp/mf/public/mf-manifest.json';
  const { fetches, ...files } = pageFiles('question-detail', absolute);
  const { fetches: _relative, ...sameFiles } = pageFiles('question-detail', '/mf/public/mf-manifest.json');
  expect(files).toEqual(sameFiles);
  expect(fetches).toEqual([absolute]);
});

test('a remote served from elsewhere (remotes.json) is left to the runtime; the shell is still named', () => {
  expect(pageFiles('question-detail', 'https://cdn.example.jp/public/mf-manifest.json')).toEqual({
    styles: [{ href: '/bootstrap.1.css', name: 'bootstrap.1.css' }],
    scripts: ['/bootstrap.1.js', '/696.react.js', '/292.shared-ui.js', '/769.mantine.js'],
    fetches: [],
  });
});

test("a shared module's chunks are the shell's provider's, not the fallback the manifest also lists", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hiroba-page-files-'));
  const put = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(value));
  };
  // react-dom's manifest entry names its provider chunk (325) and the chunk of the same code the shell
  // would fall back to (706); zustand is not in page-assets.json, so the manifest's list is used.
  put('shell/dist/mf-manifest.json', {
    shared: [
      { name: 'react-dom', assets: assets(['325.react-dom.js', '706.react-dom.js']) },
      { name: 'zustand', assets: assets(['880.zustand.js']) },
    ],
    exposes: [],
    metaData: { remoteEntry: { name: '', path: '' } },
  });
  put('shell/dist/page-assets.json', { bootstrap: ['bootstrap.1.js'], 'shared:react-dom': ['325.react-dom.js'] });
  expect(loadPageFiles(root, 'https://hiroba.example.jp')('top', 'https://cdn.example.jp/public/mf-manifest.json').scripts).toEqual([
    '/bootstrap.1.js',
    '/325.react-dom.js',
    '/880.zustand.js',
  ]);
});

describe('renderShell', () => {
  const INDEX =
    '<!doctype html><html lang="ja"><head><title>t</title><script defer src="/main.1a2b.js"></script><link rel="stylesheet" href="/a.css" /></head>' +
    '<body><noscript>JavaScript を有効に</noscript><div id="root"></div></body></html>';
  const prefs = { font: 'md', contrast: 'standard' } as const;
  const state = { config: { siteName: '</script><script>alert(1)</script>' }, remotes: { mf_public: '/mf/public/mf-manifest.json' } };

  test('a drawn page: its HTML in #root, its state beside it (nothing in it can close the script), its files in <head>', () => {
    const html = renderShell(INDEX, prefs, undefined, { state, files: { styles: [{ href: '/mf/a/a.css', name: 'a.css' }], scripts: ['/b.js'], fetches: ['/m.json'] }, html: '<h1>質問</h1>' });
    expect(html).toContain('<div id="root"><h1>質問</h1></div>');
    const json = html.match(new RegExp(`<script id="${SITE_STATE_ID}" type="application/json">(.*?)</script>`))?.[1];
    expect(JSON.parse(json ?? '')).toEqual(state);
    // The stylesheets at once; the other files' hints in the template the inline script puts into <head> after the paint.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/mf\/a\/a.css" data-href="a.css" \/>\s*<template id="after-paint"><link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="\/m.json" \/><link rel="preload" as="script" fetchpriority="low" href="\/b.js" \/><\/template>\s*<\/head>/,
    );
    // Readable without JavaScript: no request to turn it on.
    expect(html).not.toContain('<noscript>');
  });

  test('a drawn page starts its entry script after the first paint, from an inline script placed before the stylesheets', () => {
    const html = renderShell(INDEX, prefs, undefined, { state, files: { styles: [], scripts: [], fetches: [] }, html: '<h1>質問</h1>' });
    expect(html).not.toContain('<script defer');
    const inline = html.match(/<script data-src="\/main\.1a2b\.js">(.*?)<\/script>/)?.[1];
    expect(inline).toBe(START_AFTER_PAINT_SCRIPT);
    // An inline script after a stylesheet would wait for it (and hold the parser meanwhile).
    expect(html).toMatch(/<script data-src=[^>]*>[^<]*<\/script><link rel="stylesheet" href="\/a.css" \/>/);
  });

  test('a page drawn in the browser preloads its files at once', () => {
    const html = renderShell(INDEX, prefs, undefined, { state, files: { styles: [{ href: '/a.css', name: 'a.css' }], scripts: ['/b.js'], fetches: [] } });
    expect(html).toMatch(/<link rel="stylesheet" href="\/a.css" data-href="a.css" \/>\s*<link rel="preload" as="script" fetchpriority="low" href="\/b.js" \/>\s*<\/head>/);
    expect(html).not.toContain('<template');
  });

  test("the site's Content-Security-Policy allows that inline script, and no other", () => {
    const hash = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;
    expect(START_AFTER_PAINT_CSP).toBe(hash);
    const scriptSrc = SECURITY_HEADERS['content-security-policy'].split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc?.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  test('a page drawn in the browser keeps #root empty and the request to turn JavaScript on', () => {
    const html = renderShell(INDEX, prefs, undefined, { state });
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
    expect(html).toContain(`<script id="${SITE_STATE_ID}"`);
    // Nothing to paint first: the entry script starts as the shell's index.html says.
    expect(html).toContain('<script defer src="/main.1a2b.js"></script>');
  });
});
