// The floor row of the Lighthouse run: the top page as the server draws it, with the same markup and
// stylesheets, drawn on the server and hydrated by react-dom alone (production build): no federation,
// no Mantine's scripts, no router, no data. What the start of any server-drawn React page of this size
// costs on this machine, so the site's own start can be told from the stack's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import React from 'react';
import { renderToString } from 'react-dom/server';
import webpack from 'webpack';
import { ROOT } from '../../lib/site.mjs';
import { htmlTree } from './html-tree.mjs';
import { treeApp } from './tree-app.mjs';

const TREE_APP = fileURLToPath(new URL('./tree-app.mjs', import.meta.url));

/** The part of a drawn page between <div id="root"> and the state that follows it. */
function drawnRoot(html) {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="site-state"');
  if (start < 0 || end < 0) throw new Error('the page has no #root drawn by the server');
  const inner = html.slice(start + '<div id="root">'.length, end).replace(/<\/div>\s*$/, '');
  return { head: html.slice(0, start), inner };
}

/** react-dom's browser build with the tree, one production bundle (written into `dir`). */
function bundle(dir, tree) {
  writeFileSync(path.join(dir, 'tree.json'), JSON.stringify(tree));
  writeFileSync(
    path.join(dir, 'entry.mjs'),
    `import React from 'react';\nimport { hydrateRoot } from 'react-dom/client';\nimport tree from './tree.json';\nimport { treeApp } from ${JSON.stringify(TREE_APP)};\n` +
      `hydrateRoot(document.getElementById('root'), treeApp(tree));\n`,
  );
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    devtool: false,
    context: dir,
    entry: './entry.mjs',
    output: { path: dir, filename: 'floor.js' },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(readFileSync(path.join(dir, 'floor.js')));
    }),
  );
}

export async function startFloorCopy(siteUrl) {
  const drawn = await fetch(`${siteUrl}/`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const { head, inner } = drawnRoot(drawn);
  const tree = htmlTree(inner);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hiroba-floor-'));
  let script;
  try {
    script = brotliCompressSync(await bundle(dir, tree));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The site's head without its scripts and preloads of scripts (its stylesheets kept, from the site).
  const page =
    head
      .replace(/<script\b[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="(modulepreload|preload)"[^>]*>/gi, '')
      .replace(/(href|src)="\//g, `$1="${siteUrl}/`) +
    `<div id="root">${renderToString(treeApp(tree))}</div><script src="/floor.js" defer></script></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/floor.js') res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    /** The script as sent (brotli), in bytes. */
    scriptBytes: script.length,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
