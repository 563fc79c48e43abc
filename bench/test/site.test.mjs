// When the browser benchmarks refuse to start: the site not built, or built without its compressed files;
// and the server they start is started as `npm start` starts it.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_NODE_FLAGS, missingBuild } from '../lib/site.mjs';

function builtSite({ compressed }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hiroba-bench-site-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<html><head><script defer src="/main.1a2b.js"></script></head></html>');
  write('shell/dist/main.1a2b.js', '');
  if (compressed) write('shell/dist/main.1a2b.js.br', '');
  write('mf-public/dist/mf-manifest.json', '{}');
  write('api-server/dist/server.js', '');
  return root;
}

test('a site built whole is ready', () => {
  expect(missingBuild(builtSite({ compressed: true }))).toBeNull();
});

test('a site not built, or built without its compressed files, is refused with the command to run', () => {
  expect(missingBuild(mkdtempSync(path.join(os.tmpdir(), 'hiroba-bench-empty-')))).toMatch(/^the built site is missing .*npm run build/);
  expect(missingBuild(builtSite({ compressed: false }))).toBe('the built files are not precompressed (shell/dist/main.1a2b.js.br is missing): run `npm run build`, which compresses them');
});

test('the benchmarks start the server with the V8 flags npm start and npm run serve give it', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  // Each a plain V8 flag, a number's (`--max-semi-space-size=4`) or a switch (`--optimize-for-size`):
  // the scripts split them on spaces, unquoted.
  expect(SERVER_NODE_FLAGS.every((flag) => /^--[a-z-]+(=\d+)?$/.test(flag))).toBe(true);
  expect(SERVER_NODE_FLAGS).toEqual(expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=30', '--optimize-for-size']));
  for (const name of ['start', 'serve']) expect(scripts[name]).toMatch(/node \$npm_package_config_server_node_flags api-server\/dist\/server\.js$/);
});
