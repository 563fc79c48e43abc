// A throwaway static server for checking the built shell and remotes without api-server:
//   node shell/scripts/serve-static.mjs [port]
// / → shell/dist (unknown paths get index.html), /mf/<public|member|expert|admin>/ → mf-<name>/dist,
// /config.json from defaults. /api/* answers 503, so the site shows its offline behaviour.
// Every response is gzip-compressed when the browser asks, like a production server, so the page
// weight measured against it is the real transfer size.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.argv[2] ?? 8080);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.txt': 'text/plain' };
const config = {
  apiBaseUrl: '/',
  gaMeasurementId: null,
  siteName: '障害福祉Q&Aひろば',
  operator: { name: '株式会社ひろば（確認用）', representative: '', address: '', phone: '', email: '', companyUrl: 'https://example.jp/' },
  plan: { priceJpy: 550 },
  stripePublishableKey: null,
};

function resolveFile(urlPath) {
  const mf = /^\/mf\/(public|member|expert|admin)\/(.*)$/.exec(urlPath);
  if (mf) return path.join(root, `mf-${mf[1]}`, 'dist', mf[2] || 'index.html');
  return path.join(root, 'shell', 'dist', urlPath);
}

async function send(req, res, status, body, type, cache) {
  const zip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const out = zip ? gzipSync(body) : body;
  res.writeHead(status, { 'content-type': type, 'cache-control': cache, ...(zip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(out);
}

createServer(async (req, res) => {
  const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (urlPath.startsWith('/api/')) return send(req, res, 503, Buffer.from('{"errors":[{"message":"API は起動していません（確認用サーバー）"}]}'), types['.json'], 'no-store');
  if (urlPath === '/config.json') return send(req, res, 200, Buffer.from(JSON.stringify(config)), types['.json'], 'no-store');
  let file = resolveFile(urlPath);
  if (!file.startsWith(root)) return send(req, res, 400, Buffer.from('bad path'), 'text/plain', 'no-store');
  const isFile = await stat(file).then((s) => s.isFile(), () => false);
  if (!isFile) {
    if (urlPath.startsWith('/mf/')) return send(req, res, 404, Buffer.from('not found'), 'text/plain', 'no-store');
    file = path.join(root, 'shell', 'dist', 'index.html'); // client-side routes
  }
  const hashed = /\.[0-9a-f]{16,}\.(js|css)$/.test(file);
  send(req, res, 200, await readFile(file), types[path.extname(file)] ?? 'application/octet-stream', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}).listen(port, '127.0.0.1', () => console.log(`http://127.0.0.1:${port}/`));
