// Every pointer in the repository leads into the repository (docs/README.md): no comment, test name
// or document names a file a person who clones it does not have, and every link to a heading of a
// Markdown file finds that heading. Reads the tracked files as text; needs git and no database.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** This file names the patterns it looks for, so it is left out of the first check. */
const SELF = path.relative(ROOT, __filename).split(path.sep).join('/');

const CHECKED = /\.(?:ts|tsx|js|mjs|cjs|md|json|sh|sql|css)$/;
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f !== '' && (CHECKED.test(f) || f === '.ci/run') && path.basename(f) !== 'package-lock.json')
  .filter((f) => existsSync(path.join(ROOT, f)) && statSync(path.join(ROOT, f)).isFile());

const text = new Map<string, string>();
const read = (file: string): string => {
  let t = text.get(file);
  if (t === undefined) {
    t = readFileSync(path.join(ROOT, file), 'utf8');
    text.set(file, t);
  }
  return t;
};

// ---- 1. Pointers at documents outside the repository ----------------------------------------

/** What a pointer outside the repository looks like, each with the words the failure uses. */
const OUTSIDE: { what: string; pattern: RegExp; allowed?: (line: string, index: number) => boolean }[] = [
  { what: 'a document beside the repository (../shared)', pattern: /(?<![\w./-])\.\.\/shared(?![\w-])/g, allowed: isModulePath },
  { what: 'STACK.md, PRODUCT.md or ARCHITECTURE.md', pattern: /\b(?:STACK|PRODUCT|ARCHITECTURE)(?:\.md)?\b/g },
  { what: 'the product spec file', pattern: /product-spec/gi },
  { what: 'the design card', pattern: /design[ -]card/gi },
  { what: 'a numbered section of the spec', pattern: /\bspec(?:ification)?(?:'s|’s)?\s*(?:sections?\s*|§\s*)?\d/gi },
  { what: 'a numbered section of the spec', pattern: /\bsections?\s+\d+\s+of\s+the\s+spec/gi },
  { what: 'a numbered section of the spec', pattern: /\(\s*sections?\s+\d/gi },
  { what: 'a numbered section (§)', pattern: /§\s?\d/g },
  { what: 'a numbered trap', pattern: /\btraps?\s+#?\d/gi },
  { what: 'a numbered issue', pattern: /\bissues?\s+#?\d/gi },
];

/** `../shared` inside a quoted module path of this repository (`'../../shared/x'` never matches). */
function isModulePath(line: string, index: number): boolean {
  const quote = line[index - 1];
  if (quote !== "'" && quote !== '"' && quote !== '`') return false;
  const rest = /^\.\.\/shared\/[\w./-]+/.exec(line.slice(index));
  return rest !== null && line[index + rest[0].length] === quote && !rest[0].endsWith('.md');
}

function outsidePointers(file: string): string[] {
  const found: string[] = [];
  read(file)
    .split('\n')
    .forEach((line, i) => {
      for (const { what, pattern, allowed } of OUTSIDE) {
        for (const m of line.matchAll(pattern)) {
          if (allowed?.(line, m.index)) continue;
          found.push(`${file}:${i + 1}: ${what}: ${line.trim().slice(0, 160)}`);
        }
      }
    });
  return found;
}

// ---- 2. Links to headings ---------------------------------------------------------------------

/** GitHub's anchor for a heading text: lower case, punctuation dropped (hyphens stay), spaces → -. */
function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text GitHub shows for a heading's Markdown: links become their text, inline marks go. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** Lines of a Markdown file outside fenced code blocks, with their numbers. */
function proseLines(file: string): { line: string; n: number }[] {
  const out: { line: string; n: number }[] = [];
  let fence: string | null = null;
  read(file)
    .split('\n')
    .forEach((line, i) => {
      const opens = /^\s*(```+|~~~+)/.exec(line);
      if (opens) {
        if (fence === null) fence = opens[1][0];
        else if (opens[1][0] === fence) fence = null;
        return;
      }
      if (fence === null) out.push({ line, n: i + 1 });
    });
  return out;
}

const anchorCache = new Map<string, Set<string>>();
/** Every anchor of a Markdown file's headings; a repeated heading gets -1, -2 ... as on GitHub. */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(file)) {
    const h = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!h) continue;
    const base = githubSlug(headingText(h[1]));
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (anchors.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    anchors.add(slug);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

let linksChecked = 0;
/** Checks one link target (a repository path, maybe with #anchor); returns the problem or null. */
function linkProblem(target: string, anchor: string | undefined): string | null {
  linksChecked += 1;
  const full = path.join(ROOT, target);
  if (path.relative(ROOT, full).startsWith('..')) return `${target} is outside the repository`;
  if (!existsSync(full)) return `${target} does not exist`;
  if (anchor === undefined || !target.endsWith('.md')) return null;
  const decoded = decodeURIComponent(anchor);
  return anchorsOf(target).has(decoded) ? null : `${target} has no heading with the anchor #${decoded}`;
}

const repoPath = (fromDir: string, link: string): string => path.posix.normalize(path.posix.join(fromDir, link));

/** `docs/<file>.md#<anchor>` (or any `<path>.md#<anchor>`) as written in code, from the repository root. */
const ROOT_LINK = /(?<![\w./-])((?:[\w-]+\/)*[\w.-]+\.md)#([\p{L}\p{N}_%-]+)/gu;
/** A Markdown link's target: `](target)` or `](target "title")`. */
const MD_LINK = /\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

function brokenLinks(file: string): string[] {
  const found: string[] = [];
  const isMarkdown = file.endsWith('.md');
  const lines = isMarkdown ? proseLines(file) : read(file).split('\n').map((line, i) => ({ line, n: i + 1 }));
  for (const { line, n } of lines) {
    const report = (problem: string | null) => problem && found.push(`${file}:${n}: ${problem}`);
    for (const m of line.matchAll(ROOT_LINK)) {
      // Inside Markdown, a link target is relative to its file; the check below reads it that way.
      if (isMarkdown && line[m.index - 1] === '(' && line[m.index - 2] === ']') continue;
      report(linkProblem(m[1], m[2]));
    }
    if (!isMarkdown) continue;
    for (const m of line.matchAll(MD_LINK)) {
      const target = m[1];
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      const [linkPath, anchor] = target.split('#', 2);
      const resolved = linkPath === '' ? file : repoPath(path.posix.dirname(file), linkPath);
      report(linkProblem(resolved, anchor));
    }
  }
  return found;
}

// ---- the tests ----------------------------------------------------------------------------------

test('the tracked files are found', () => {
  expect(trackedFiles).toContain('docs/product.md');
  expect(trackedFiles).toContain('api-server/src/app.ts');
  expect(trackedFiles).toContain('.ci/run');
});

test('no file points at a document outside the repository', () => {
  const found = trackedFiles.filter((f) => f !== SELF).flatMap(outsidePointers);
  expect(found).toEqual([]);
});

test('every link to a Markdown file and heading finds them', () => {
  expect(trackedFiles.flatMap(brokenLinks)).toEqual([]);
  expect(linksChecked).toBeGreaterThan(100);
});

test('anchors are GitHub heading slugs', () => {
  expect(githubSlug('Webpack pinned to 5.110.3')).toBe('webpack-pinned-to-51103');
  expect(githubSlug('HTTP conventions (/api/v1)')).toBe('http-conventions-apiv1');
  expect(githubSlug('Runtime: Node 24 LTS')).toBe('runtime-node-24-lts');
  expect(githubSlug('Demo content (never when NODE_ENV=production)')).toBe('demo-content-never-when-node_envproduction');
  expect(githubSlug('障害福祉Q&Aひろば')).toBe('障害福祉qaひろば');
  expect(githubSlug('Benchmarks (`@hiroba/bench`)')).toBe('benchmarks-hirobabench');
});

test('the checks catch what they are for', () => {
  const caught = (line: string) =>
    OUTSIDE.some(({ pattern, allowed }) => [...line.matchAll(pattern)].some((m) => !allowed?.(line, m.index)));
  for (const bad of [
    '// see ../shared/spec/product-spec.md',
    '// (spec section 7)',
    '// Spec 4: a reply',
    '// spec §3',
    '// (STACK trap 5)',
    '// PRODUCT.md says',
    '// the design card names it',
    '// targets of issue 3',
    'Section 9 of the specification',
    "// the spec's table (section 2)",
  ]) {
    expect([bad, caught(bad)]).toEqual([bad, true]);
  }
  for (const good of [
    "import { x } from '../../../shared/lib/x';",
    "const { makeConfig } = require('../shared-ui/webpack/make-config');",
    '// (docs/product.md#calls), see docs/stack.md#traps',
    '// the spec leaves page sizes open',
  ]) {
    expect([good, caught(good)]).toEqual([good, false]);
  }
  expect(linkProblem('docs/product.md', 'calls')).toBeNull();
  expect(linkProblem('docs/product.md', 'no-such-heading')).toMatch(/no heading/);
  expect(linkProblem('docs/no-such-file.md', undefined)).toMatch(/does not exist/);
  expect(linkProblem('../outside.md', undefined)).toMatch(/outside the repository/);
});
