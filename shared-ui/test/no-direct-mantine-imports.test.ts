// docs/CONTRACT.md: apps reach Mantine only through @hiroba/shared-ui (one Mantine context, and only
// the components shared-ui lists ship on a first visit). shared-ui itself may import @mantine/*.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const APP_SOURCES = ['shell', 'mf-public', 'mf-member', 'mf-expert', 'mf-admin'].map((app) => join(ROOT, app, 'src'));
// import ... from '@mantine/x', import '@mantine/x/styles.css', import('@mantine/x'), require('@mantine/x')
const MANTINE_IMPORT = /(?:from\s*|import\s*\(?\s*|require\s*\(\s*)['"]@mantine\//;

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // an app not started yet
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(m?[jt]sx?|css)$/.test(name) ? [path] : [];
  });
}

export function directMantineImports(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => MANTINE_IMPORT.test(line))
      .map(({ line, i }) => `${relative(ROOT, file)}:${i + 1}: ${line.trim()}`),
  );
}

describe('Mantine reaches the apps only through @hiroba/shared-ui', () => {
  it('recognises every form of a direct import (so the real check below can fail)', () => {
    expect(MANTINE_IMPORT.test("import { Button } from '@mantine/core';")).toBe(true);
    expect(MANTINE_IMPORT.test("import '@mantine/core/styles/Button.css';")).toBe(true);
    expect(MANTINE_IMPORT.test("const m = await import('@mantine/hooks');")).toBe(true);
    expect(MANTINE_IMPORT.test('export { useForm } from "@mantine/form";')).toBe(true);
    expect(MANTINE_IMPORT.test("import { Button } from '@hiroba/shared-ui';")).toBe(false);
  });

  it('no file under shell/src or mf-*/src imports @mantine/*', () => {
    const files = APP_SOURCES.flatMap(sourceFiles);
    expect(directMantineImports(files)).toEqual([]);
  });
});
