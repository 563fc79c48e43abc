// When the browser benchmarks refuse to start: the site not built, or built without its compressed files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingBuild } from '../lib/site.mjs';

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
