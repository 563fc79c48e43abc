// A remote fetches the form parts' chunk (src/forms/) beside the chunk of each page it names in
// remoteApp's formPages. A page missing from the list still works, but its form waits for a second
// chunk after its own (and shows the loading state meanwhile); a page listed without a form fetches
// code it never runs. This test follows each page's static imports, through shared-ui's re-exports
// to the file that defines each name, and says which pages reach a form part.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SHARED_UI = join(ROOT, 'shared-ui', 'src');
const FORM_PARTS = join(SHARED_UI, 'forms', 'lazy-form-parts.tsx');
const PACKAGES: Record<string, string> = {
  '@hiroba/shared-ui': join(SHARED_UI, 'index.ts'),
  '@hiroba/shared-ui/signed-in': join(SHARED_UI, 'signed-in.ts'),
};

interface Import {
  /** The names imported or re-exported (as the source file calls them); null for `* `. */
  names: string[] | null;
  target: string;
  reexport: boolean;
}

const STATEMENT = /\b(import|export)\s+(?!type\b)([^;]*?)\s*from\s*'([^']+)'/g;

function resolveFile(from: string, specifier: string): string | null {
  if (PACKAGES[specifier]) return PACKAGES[specifier];
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync) ?? null;
}

/** `{ A, B as C, type D }` → ['A', 'B'] (the source's names); `* as X` / `*` / a default → null. */
function namesOf(clause: string): string[] | null {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return null;
  return braces[1]
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]);
}

const importsCache = new Map<string, Import[]>();
function importsOf(file: string): Import[] {
  if (!importsCache.has(file)) {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(STATEMENT)].flatMap(([, kind, clause, specifier]) => {
      const target = resolveFile(file, specifier);
      return target ? [{ names: namesOf(clause), target, reexport: kind === 'export' }] : [];
    });
    importsCache.set(file, found);
  }
  return importsCache.get(file)!;
}

/** The file that defines `name` when `file` re-exports it (index.ts, mantine.ts...), else `file`. */
function definingFile(file: string, name: string, seen = new Set<string>()): string {
  if (seen.has(file)) return file;
  seen.add(file);
  for (const { names, target, reexport } of importsOf(file)) {
    if (!reexport) continue;
    if (names?.includes(name)) return definingFile(target, name, seen);
    if (names === null) {
      const found = definingFile(target, name, seen);
      if (found !== target || exportsOwn(target, name)) return found;
    }
  }
  return file;
}

/** Whether `file` exports `name` itself (a declaration, or a re-export from a package outside ours). */
function exportsOwn(file: string, name: string): boolean {
  const text = readFileSync(file, 'utf8');
  return new RegExp(`export\\s+(?:const|function|class|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(text);
}

const usesCache = new Map<string, boolean>();
/** Whether `file`, through its static imports, draws a form part. */
function reachesFormParts(file: string): boolean {
  if (file === FORM_PARTS) return true;
  if (usesCache.has(file)) return usesCache.get(file)!;
  usesCache.set(file, false); // an import cycle adds nothing
  const uses = importsOf(file).some(({ names, target, reexport }) => {
    if (reexport) return false; // a barrel's re-exports count only for the names someone imports
    if (names === null) return reachesFormParts(target);
    return names.some((name) => {
      const defining = definingFile(target, name);
      // loadFormParts (a dialog's form fetching them) draws nothing; the parts themselves do.
      return defining === FORM_PARTS ? name !== 'loadFormParts' : reachesFormParts(defining);
    });
  });
  usesCache.set(file, uses);
  return uses;
}

// Pages whose forms are drawn for a member only, after the page (a visitor's question page has
// none): not in formPages, so a visitor's first visit goes without the parts; each such form stands
// in a FormPlace, which keeps the page drawn while the parts load.
const DRAWN_LATE: Record<string, string[]> = { 'mf-public': ['question-detail'] };

const LOADER = /'?([\w-]+)'?:\s*\(\)\s*=>\s*import\(\s*\/\*[^*]*\*\/\s*'([^']+)'\)/g;

function pagesOf(app: string): Array<{ name: string; file: string }> {
  const file = join(ROOT, app, 'src', 'app.tsx');
  return [...readFileSync(file, 'utf8').matchAll(LOADER)].map(([, name, specifier]) => ({ name, file: resolveFile(file, specifier)! }));
}

function declaredFormPages(app: string): string[] | 'every page' {
  const text = readFileSync(join(ROOT, app, 'src', 'app.tsx'), 'utf8');
  if (/formPages:\s*'every page'/.test(text)) return 'every page';
  const list = text.match(/const formPages = \[([^\]]*)\]/);
  return list ? [...list[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]) : [];
}

describe('remoteApp fetches the form parts with the pages that draw them', () => {
  it('follows re-exports to the defining file and sees a form part through shared-ui', () => {
    expect(definingFile(PACKAGES['@hiroba/shared-ui'], 'Checkbox')).toBe(FORM_PARTS);
    expect(definingFile(PACKAGES['@hiroba/shared-ui'], 'Button')).toBe(join(SHARED_UI, 'mantine.ts'));
    expect(reachesFormParts(definingFile(PACKAGES['@hiroba/shared-ui'], 'PostingConsentForm'))).toBe(true);
    expect(reachesFormParts(definingFile(PACKAGES['@hiroba/shared-ui'], 'PageHeader'))).toBe(false);
  });

  it.each(['mf-public'])('%s names exactly the pages that reach a form part', (app) => {
    const pages = pagesOf(app);
    expect(pages.length).toBeGreaterThan(10);
    const reaching = pages.filter((page) => reachesFormParts(page.file)).map((page) => page.name);
    expect(reaching.length).toBeGreaterThan(2);
    expect(reaching).toEqual(expect.arrayContaining(DRAWN_LATE[app]));
    expect([...(declaredFormPages(app) as string[])].sort()).toEqual(reaching.filter((name) => !DRAWN_LATE[app].includes(name)).sort());
  });

  it.each(DRAWN_LATE['mf-public'])('mf-public %s draws its forms in a FormPlace', (name) => {
    const page = pagesOf('mf-public').find((p) => p.name === name)!;
    const seen = new Set<string>();
    const walk = (file: string): string[] => {
      if (seen.has(file) || !file.includes(`${join(ROOT, 'mf-public')}/`)) return [];
      seen.add(file);
      return [file, ...importsOf(file).flatMap(({ target }) => walk(target))];
    };
    const drawingForms = walk(page.file).filter((file) => /<(TextPostForm|PostingConsentForm)\b/.test(readFileSync(file, 'utf8')));
    expect(drawingForms.length).toBeGreaterThan(0);
    for (const file of drawingForms) expect(`${relative(ROOT, file)}: ${/<FormPlace>/.test(readFileSync(file, 'utf8'))}`).toBe(`${relative(ROOT, file)}: true`);
  });

  // Nearly every signed-in page has a form; a few that have none fetch the parts with the rest.
  it.each(['mf-member', 'mf-expert', 'mf-admin'])('%s fetches them with every page', (app) => {
    expect(declaredFormPages(app)).toBe('every page');
    expect(pagesOf(app).filter((page) => reachesFormParts(page.file)).length).toBeGreaterThan(0);
  });

  it('knows every page file it follows', () => {
    for (const app of ['mf-public', 'mf-member', 'mf-expert', 'mf-admin']) {
      for (const page of pagesOf(app)) expect(relative(ROOT, page.file)).toMatch(new RegExp(`^${app}/src/`));
    }
  });
});
