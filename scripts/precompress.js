#!/usr/bin/env node
// Writes .br and .gz beside every text asset of the built apps, so the server sends compressed files
// without compressing on each request (@fastify/static `preCompressed`). Run after the build.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.join(__dirname, '..');
const APPS = ['shell', 'mf-public', 'mf-member', 'mf-expert', 'mf-admin'];
const TEXT = /\.(js|css|html|json|svg|txt)$/;
// A compressed copy is sent with one more header (content-encoding: br, about 24 bytes): it is
// written only when it saves more than that.
const HEADER_BYTES = 24;

let files = 0;
let before = 0;
let after = 0;
for (const app of APPS) {
  const dist = path.join(ROOT, app, 'dist');
  if (!fs.existsSync(dist)) continue;
  for (const name of fs.readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, String(name));
    // server/ is a remote's server build, read from the disk by the server, never sent to a browser.
    if (!TEXT.test(file) || String(name).startsWith(`server${path.sep}`) || !fs.statSync(file).isFile()) continue;
    const body = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    if (br.length + HEADER_BYTES >= body.length) continue;
    fs.writeFileSync(`${file}.br`, br);
    const gz = zlib.gzipSync(body, { level: 9 });
    if (gz.length + HEADER_BYTES < body.length) fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
    before += body.length;
    after += br.length;
  }
}
console.log(`precompress: ${files} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
