// docs/CONTRACT.md: apps reach Mantine only through @hiroba/shared-ui (one Mantine context, and only
// the components shared-ui lists ship on a first visit), and the router only as react-router-dom (the
// package of docs/stack.md#react-router-through-react-router-dom, a shared singleton with
// react-router). shared-ui itself may import Mantine. Inside an app, a feature never imports another
// feature (docs/architecture.md#who-imports-whom).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The shared module-federation config is CommonJS read by webpack.
const { ROUTER_EXPORTS } = require('../mf/shared') as { ROUTER_EXPORTS: string[] };

const ROOT = join(__dirname, '..', '..');
const APP_SOURCES = ['shell', 'mf-public', 'mf-member', 'mf-expert', 'mf-admin'].map((app) => join(ROOT, app, 'src'));
// import ... from '@mantine/x', import '@mantine/x/styles.css', import('@mantine/x'), require('@mantine/x'),
// and the same for react-router itself (apps name react-router-dom).
const GATEWAY_IMPORT = /(?:from\s*|import\s*\(?\s*|require\s*\(\s*)['"](?:@mantine\/|react-router['"/])/;

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

describe('Mantine reaches the apps only through @hiroba/shared-ui, the router only as react-router-dom', () => {
  it('recognises every form of a direct import (so the real check below can fail)', () => {
    expect(GATEWAY_IMPORT.test("import { Button } from '@mantine/core';")).toBe(true);
    expect(GATEWAY_IMPORT.test("import '@mantine/core/styles/Button.css';")).toBe(true);
    expect(GATEWAY_IMPORT.test("const m = await import('@mantine/hooks');")).toBe(true);
    expect(GATEWAY_IMPORT.test('export { useForm } from "@mantine/form";')).toBe(true);
    expect(GATEWAY_IMPORT.test("import { Link } from 'react-router';")).toBe(true);
    expect(GATEWAY_IMPORT.test("import { HydratedRouter } from 'react-router/dom';")).toBe(true);
    expect(GATEWAY_IMPORT.test("import { Link } from 'react-router-dom';")).toBe(false);
    expect(GATEWAY_IMPORT.test("import { Button } from '@hiroba/shared-ui';")).toBe(false);
  });

  it('no file under shell/src or mf-*/src imports @mantine/* or react-router (but react-router-dom)', () => {
    const files = APP_SOURCES.flatMap(sourceFiles);
    expect(directGatewayImports(files)).toEqual([]);
  });
});

// The router is shared tree-shaken to ROUTER_EXPORTS (mf/shared.js): whichever app loads it first
// provides it to all, so a name an app imports but the list lacks would be missing at run time.
describe('every router part the apps import is in the shared tree-shaken list', () => {
  const ROUTER_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g;
  const namesIn = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)].flatMap((m) =>
      m[1].split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]),
    );

  it('reads named imports', () => {
    expect([...`import { Link, NavLink as Nav, type LinkProps } from 'react-router-dom';`.matchAll(ROUTER_IMPORT)]).toHaveLength(1);
  });

  it('lists them all', () => {
    const files = [...APP_SOURCES, join(ROOT, 'shared-ui', 'src')].flatMap(sourceFiles).filter((f) => !/\.test\.tsx?$/.test(f));
    const used = new Set(files.flatMap(namesIn));
    expect([...used].filter((name) => !ROUTER_EXPORTS.includes(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });
});

// '@hiroba/shared-ui/signed-in' is a singleton of its own (src/signed-in.ts). Its files must take
// Mantine, the stores and the other page parts from the '@hiroba/shared-ui' singleton: a relative
// import out of signed-in/, or a direct Mantine import, would bundle second copies into it (a second
// Mantine context that finds no theme, a second snackbar store that nobody shows).
describe('signed-in/ reaches the rest of shared-ui only through the package name', () => {
  const OUT_OF_FOLDER = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*['"](?:\.\.\/|@mantine\/)/m;
  const imports = (text: string) => text.split(/(?<=;)\n/).filter((statement) => OUT_OF_FOLDER.test(statement));

  it('recognises a relative or Mantine import and lets types and the package name through', () => {
    expect(imports("import { Form } from '../components/form';")).toHaveLength(1);
    expect(imports("import {\n  Button,\n} from '@mantine/core';")).toHaveLength(1);
    expect(imports("import type { UseFormReturnType } from '@mantine/form';")).toEqual([]);
    expect(imports("import { Button, Form } from '@hiroba/shared-ui';")).toEqual([]);
    expect(imports("import { PictureField } from './picture-field';")).toEqual([]);
  });

  it('holds for every file of shared-ui/src/signed-in', () => {
    const files = sourceFiles(join(ROOT, 'shared-ui', 'src', 'signed-in')).filter((f) => !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((file) => imports(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}: ${line}`))).toEqual([]);
  });

  // '@hiroba/shared-ui/reading-aids' is bundled by the app that imports it (src/reading-aids.ts): a
  // relative import would bundle a second copy of shared-ui's parts with it.
  it('holds for every file of shared-ui/src/reading-aids', () => {
    const files = sourceFiles(join(ROOT, 'shared-ui', 'src', 'reading-aids')).filter((f) => !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(2);
    expect(files.flatMap((file) => imports(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}: ${line}`))).toEqual([]);
  });
});

// Inside every app: app → features → shared. What two features need lives in the app's src/shared/
// (or in shared-ui when two apps need it), so a feature can be changed or removed on its own.
describe('a feature never imports another feature of its app', () => {
  // The relative specifiers of import/export ... from, import(), require() and jest.mock().
  const RELATIVE_SPECIFIER = /(?:\bfrom|\bimport|\brequire|\bjest\.mock)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;
  const FEATURE = /^(.*\/src\/features)\/([^/]+)\//;

  /** The imports of `text`, a file at `file`, that land in another feature folder. */
  function crossFeatureImports(file: string, text: string): string[] {
    const own = FEATURE.exec(file);
    if (!own) return [];
    return [...text.matchAll(RELATIVE_SPECIFIER)]
      .map((m) => m[1])
      .filter((specifier) => {
        const target = FEATURE.exec(`${resolve(dirname(file), specifier)}/`);
        return target !== null && (target[1] !== own[1] || target[2] !== own[2]);
      })
      .map((specifier) => `${relative(ROOT, file)}: ${specifier}`);
  }

  it('recognises an import of another feature in every form, and lets its own feature and shared/ through', () => {
    const page = join(ROOT, 'mf-admin', 'src', 'features', 'dashboard', 'pages', 'dashboard-page.tsx');
    const found = (text: string) => crossFeatureImports(page, text);
    expect(found("import { AuditEntryTable } from '../../audit/components/audit-entry-table';")).toHaveLength(1);
    expect(found("import {\n  AuditEntryTable,\n} from '../../audit/components/audit-entry-table';")).toHaveLength(1);
    expect(found("export { AuditEntryTable } from '../../audit/components/audit-entry-table';")).toHaveLength(1);
    expect(found("const Page = lazy(() => import('../../audit/pages/audit-log-page'));")).toHaveLength(1);
    expect(found("jest.mock('../../audit/api/audit', () => ({}));")).toHaveLength(1);
    expect(found("import { AttentionList } from '../components/attention-list';")).toEqual([]);
    expect(found("import { AuditEntryTable } from '../../../shared/components/audit-entry-table';")).toEqual([]);
    expect(found("import { api } from '@hiroba/api-client';")).toEqual([]);
  });

  it('holds for every file under src/features of the shell and the remotes', () => {
    const files = APP_SOURCES.flatMap(sourceFiles).filter((f) => f.includes(`${join('src', 'features')}/`));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
