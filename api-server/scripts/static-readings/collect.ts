// The site's fixed text that gets ふりがな (docs/reading-aids.md#fixed-text): every PageHeader's title
// and lead, and every string inside <Prose> or <StaticRuby>, found by reading the apps' TSX with the
// TypeScript compiler. A string is what React is given at run time: JSX text with React's whitespace
// rules and its entities decoded, string literals, template literals of known parts, and constants whose
// type is a string literal (or a union of them). Anything else (a post, a name, the operator's name from
// the deployment's config) is not fixed text and is left out.
import path from 'node:path';
import { KANJI } from '@hiroba/contract/reading-aids';
import ts from 'typescript';

export const REPO_ROOT = path.join(__dirname, '..', '..', '..');
const APPS = ['shell', 'shared-ui', 'mf-public', 'mf-member', 'mf-expert', 'mf-admin'];
/** Elements whose text children get ruby (shared-ui's Prose wraps its children in StaticRuby). */
const TEXT_HOLDERS = new Set(['Prose', 'StaticRuby']);
const HEADER = 'PageHeader';
const HEADER_PROPS = new Set(['title', 'lead']);

/** The apps' TSX files, tests left out. */
export function sourceFiles(root = REPO_ROOT): string[] {
  return APPS.flatMap((app) => ts.sys.readDirectory(path.join(root, app, 'src'), ['.tsx'])).filter((file) => !/\.test\.tsx$/.test(file));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string, where: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    const known = ENTITIES[name];
    if (known === undefined) throw new Error(`${where}: entity ${whole} is not known to collect.ts; add it to ENTITIES`);
    return known;
  });
}

/** JSX text as React gets it (Babel's and TypeScript's rule): lines trimmed where they meet a line break, blank lines dropped, the rest joined with a space. */
export function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let text = '';
  lines.forEach((raw, i) => {
    let line = raw.replace(/\t/g, ' ');
    if (i !== 0) line = line.replace(/^ +/, '');
    if (i !== lines.length - 1) line = line.replace(/ +$/, '');
    if (line) text += i === lastNonEmpty ? line : `${line} `;
  });
  return text;
}

/** Each fixed string with kanji, with the first place it was found (file:line). */
export function collectStaticTexts(files = sourceFiles()): Map<string, string> {
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    customConditions: ['@hiroba/source'],
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    strict: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const texts = new Map<string, string>();

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} was not read`);
    const where = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      return `${path.relative(REPO_ROOT, file)}:${line + 1}`;
    };
    const add = (text: string, node: ts.Node) => {
      if (KANJI.test(text) && !texts.has(text)) texts.set(text, where(node));
    };

    /** The strings an expression can be, or null when any of them is not known before run time. */
    const strings = (expression: ts.Expression): string[] | null => {
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
      if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) return strings(expression.expression);
      if (ts.isConditionalExpression(expression)) return known([strings(expression.whenTrue), strings(expression.whenFalse)]);
      if (ts.isTemplateExpression(expression)) {
        let all: string[] | null = [expression.head.text];
        for (const span of expression.templateSpans) {
          const parts = strings(span.expression);
          if (!parts || !all) return null;
          all = all.flatMap((before) => parts.map((part) => before + part + span.literal.text));
        }
        return all;
      }
      const type = checker.getTypeAtLocation(expression);
      const members = type.isUnion() ? type.types : [type];
      const found = members.filter((member) => member.isStringLiteral()).map((member) => (member as ts.StringLiteralType).value);
      return found.length ? found : null;
    };
    const known = (lists: (string[] | null)[]): string[] | null => (lists.every(Boolean) ? lists.flat() as string[] : null);

    /** Text children, as React's children: each JSX text, each string an expression gives, and any JSX inside expressions. */
    const children = (nodes: ts.NodeArray<ts.JsxChild>) => {
      for (const child of nodes) {
        if (ts.isJsxText(child)) {
          const text = decodeEntities(jsxText(child.text), where(child));
          if (text) add(text, child);
        } else if (ts.isJsxExpression(child)) {
          if (child.expression) expressionText(child.expression);
        } else if (ts.isJsxElement(child) || ts.isJsxFragment(child)) {
          children(child.children);
        }
      }
    };
    // A child expression: its strings (a constant, a conditional) and the JSX inside it (`a && <p>…</p>`, a map).
    const expressionText = (expression: ts.Expression) => {
      for (const text of strings(expression) ?? []) add(text, expression);
      const visit = (node: ts.Node): void => {
        if (ts.isJsxElement(node) || ts.isJsxFragment(node)) children(node.children);
        else {
          // Each branch of a conditional may be text of its own (`done ? '完了' : <Loader />`).
          if (ts.isConditionalExpression(node)) for (const branch of [node.whenTrue, node.whenFalse]) for (const text of strings(branch) ?? []) add(text, branch);
          ts.forEachChild(node, visit);
        }
      };
      visit(expression);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isJsxElement(node) && TEXT_HOLDERS.has(node.openingElement.tagName.getText(source))) children(node.children);
      const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : null;
      if (opening && opening.tagName.getText(source) === HEADER) {
        for (const attribute of opening.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !HEADER_PROPS.has(attribute.name.getText(source)) || !attribute.initializer) continue;
          const value = attribute.initializer;
          if (ts.isStringLiteral(value)) add(decodeEntities(value.text, where(value)), value);
          else if (ts.isJsxExpression(value) && value.expression) expressionText(value.expression);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}
