// docs/CONTRACT.md: apps reach Mantine and React Router only through @hiroba/shared-ui (one Mantine
// context and one router context, and only the parts shared-ui lists ship on a first visit).
// shared-ui itself may import them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const APP_SOURCES = ['shell', 'mf-public', 'mf-member', 'mf-expert', 'mf-admin'].map((app) => join(ROOT, app, 'src'));
// import ... from '@mantine/x', import '@mantine/x/styles.css', import('@mantine/x'), require('@mantine/x'),
// and the same for react-router and react-router-dom.
const GATEWAY_IMPORT = /(?:from\s*|import\s*\(?\s*|require\s*\(\s*)['"](?:@mantine\/|react-router(?:-dom)?['"/])/;

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

export function directGatewayImports(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => GATEWAY_IMPORT.test(line))
      .map(({ line, i }) => `${relative(ROOT, file)}:${i + 1}: ${line.trim()}`),
  );
}

describe('Mantine and React Router reach the apps only through @hiroba/shared-ui', () => {
  it('recognises every form of a direct import (so the real check below can fail)', () => {
    expect(GATEWAY_IMPORT.test("import { Button } from '@mantine/core';")).toBe(true);
    expect(GATEWAY_IMPORT.test("import '@mantine/core/styles/Button.css';")).toBe(true);
    expect(GATEWAY_IMPORT.test("const m = await import('@mantine/hooks');")).toBe(true);
    expect(GATEWAY_IMPORT.test('export { useForm } from "@mantine/form";')).toBe(true);
    expect(GATEWAY_IMPORT.test("import { Link } from 'react-router-dom';")).toBe(true);
    expect(GATEWAY_IMPORT.test("import { Link } from 'react-router';")).toBe(true);
    expect(GATEWAY_IMPORT.test("import { Button } from '@hiroba/shared-ui';")).toBe(false);
  });

  it('no file under shell/src or mf-*/src imports @mantine/* or react-router', () => {
    const files = APP_SOURCES.flatMap(sourceFiles);
    expect(directGatewayImports(files)).toEqual([]);
  });
});
