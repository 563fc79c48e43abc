// The endpoint map: every write says what it changes, paths are written one way, every named schema
// exists, and the map stays plain data that the browser may load (no schema builder at run time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '../src';
import { endpoints, type Endpoint } from '../src/endpoints';
import { DATA_TOPICS } from '../src/fields';

const entries = Object.entries(endpoints).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, entry]) => ({ call: `${group}.${name}`, entry })),
);

it('holds the calls', () => {
  expect(entries.length).toBeGreaterThan(90);
});

it('every write declares the data it changes, with known topics; a read declares none', () => {
  const undeclared = entries.filter(({ entry }) => entry.method !== 'GET' && !Array.isArray(entry.changes)).map((e) => e.call);
  expect(undeclared).toEqual([]);
  // Writes that store nothing (they only work something out) are few and named here.
  const storingNothing = entries.filter(({ entry }) => entry.method !== 'GET' && entry.changes?.length === 0).map((e) => e.call);
  expect(storingNothing.sort()).toEqual(['plainJapaneseHints.check', 'readings.columnPreview']);
  const readsWithChanges = entries.filter(({ entry }) => entry.method === 'GET' && 'changes' in entry).map((e) => e.call);
  expect(readsWithChanges).toEqual([]);
  const unknown = entries.flatMap(({ call, entry }) => (entry.changes ?? []).filter((t) => !DATA_TOPICS.includes(t)).map((t) => `${call}: ${t}`));
  expect(unknown).toEqual([]);
});

it('recognises a write that declares nothing (so the check above can fail)', () => {
  const write = { method: 'POST', path: '/api/v1/x', summary: 'x', access: 'anyone', answers: { 201: 'empty' }, errors: [] } as unknown as Endpoint;
  expect(write.method !== 'GET' && !Array.isArray(write.changes)).toBe(true);
});

it('writes each path one way: /api/v1/, snake_case segments, {name} parameters; each method and path once', () => {
  const malformed = entries.filter(({ entry }) => !/^\/api\/v1(\/([a-z_]+|\{[a-zA-Z]+\}))+$/.test(entry.path)).map((e) => e.call);
  expect(malformed).toEqual([]);
  const keys = entries.map(({ entry }) => `${entry.method} ${entry.path}`);
  expect(keys.length).toBe(new Set(keys).size);
});

it('names only schemas the contract has, and a path parameter only with a params schema', () => {
  const named = entries.flatMap(({ call, entry }) => {
    const answers = Object.values(entry.answers).flatMap((a) => (a === 'empty' || a === undefined ? [] : Object.values(a)));
    const names: (string | undefined)[] = [entry.params, entry.query, 'body' in entry ? entry.body : undefined, ...answers];
    return names.filter((n): n is string => !!n).map((name) => ({ call, name }));
  });
  expect(named.filter(({ name }) => !(contract as Record<string, unknown>)[name]).map((n) => `${n.call}: ${n.name}`)).toEqual([]);
  expect(entries.filter(({ entry }) => entry.path.includes('{') !== !!entry.params).map((e) => e.call)).toEqual([]);
});

it('is plain data: its files take only types from the schemas and nothing from typebox', () => {
  const dir = join(__dirname, '../src/endpoints');
  const files = [...readdirSync(dir).map((f) => join(dir, f)), join(__dirname, '../src/endpoint.ts')];
  const runtimeImports = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^import (?!type )/.test(line) && /from '(typebox|\.\.\/schemas|\.\/schemas)/.test(line))
      .map((line) => `${file}: ${line}`),
  );
  expect(runtimeImports).toEqual([]);
  expect(files.length).toBeGreaterThan(5);
});
