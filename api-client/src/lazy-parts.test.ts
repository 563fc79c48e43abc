// A visitor's first visit to a page drawn on the server makes no call, so it must not download ky or
// the endpoint map: only lazy-parts.ts loads them, with import(), and nothing imports them otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sources = readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(__dirname, file), 'utf8') }));
const STATIC_IMPORT = /^import (?!type )[^;]*from '(ky|@hiroba\/contract\/endpoints)';/m;

it('reads the client files', () => {
  expect(sources.map((s) => s.file)).toEqual(expect.arrayContaining(['calls.ts', 'client.ts', 'lazy-parts.ts']));
});

it('recognises a static import of either (so the check below can fail)', () => {
  expect(STATIC_IMPORT.test("import { endpoints } from '@hiroba/contract/endpoints';")).toBe(true);
  expect(STATIC_IMPORT.test("import ky from 'ky';")).toBe(true);
  expect(STATIC_IMPORT.test("import type { Endpoints } from '@hiroba/contract/endpoints';")).toBe(false);
});

it('no client file imports ky or the endpoint map but as types', () => {
  expect(sources.filter(({ text }) => STATIC_IMPORT.test(text)).map((s) => s.file)).toEqual([]);
});
