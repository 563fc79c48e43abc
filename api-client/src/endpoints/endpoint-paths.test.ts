// Endpoint files name each call by its literal path ('api/v1/users/{id}', as docs/product.md#calls
// lists them) so a backend test can read them as text and find each path in the OpenAPI document.
// This keeps that form checkable.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const files = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const sources = files.map((f) => ({ file: f, text: readFileSync(join(__dirname, f), 'utf8') }));
const LITERAL_PATH = /'(api\/v1\/[^']*)'/g;

describe('endpoint paths', () => {
  it('every endpoint file names at least one path', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const { file, text } of sources) expect([file, [...text.matchAll(LITERAL_PATH)].length > 0]).toEqual([file, true]);
  });

  it('are literal paths as docs/product.md#calls lists them: no leading slash, snake_case segments, {name} placeholders', () => {
    const paths = sources.flatMap(({ text }) => [...text.matchAll(LITERAL_PATH)].map((m) => m[1]));
    const malformed = paths.filter((p) => !/^api\/v1(\/([a-z_]+|\{[a-zA-Z]+\}))+$/.test(p));
    expect(malformed).toEqual([]);
  });

  it('are never built from template strings or concatenation', () => {
    const built = sources.filter(({ text }) => /`api\/v1|'api\/v1\/[^']*'\s*\+/.test(text)).map((s) => s.file);
    expect(built).toEqual([]);
  });
});
