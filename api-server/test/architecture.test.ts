// The backend's layout rules (docs/architecture.md#backend-layout), checked on the files themselves:
// SQL lives only in repositories (<domain>/<name>-repository.ts), the SQL fragments they share
// (<domain>/<name>-sql.ts) and the database layer's own code (db/, seed/, ops/; migrations are .sql
// files), and imports go down the layers with no circles (api-server/.dependency-cruiser.cjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.join(__dirname, '../src');

/** The domain folders: the only ones whose *-repository.ts and *-sql.ts files may hold SQL. */
const DOMAINS = ['admin', 'columns', 'contacts', 'content', 'experts', 'moderation', 'notifications', 'payments', 'qa', 'readings', 'search', 'supporters', 'taxonomy', 'users'];
/** The database layer's own code. */
const DATABASE_LAYER = ['db', 'seed', 'ops'];

const top = (file: string) => file.split('/')[0];
const sqlMayLiveIn = (file: string) =>
  DATABASE_LAYER.includes(top(file)) || (DOMAINS.includes(top(file)) && (file.endsWith('-repository.ts') || file.endsWith('-sql.ts')));

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, base);
    return entry.name.endsWith('.ts') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

// A statement's words, written in capitals as this code base writes SQL; a fragment that only orders
// or joins counts too. Japanese messages and lower-case log lines never match.
const SQL = /\b(SELECT\s|INSERT\s+INTO\b|UPDATE\s+\w+(\s+\w+)?\s+SET\b|DELETE\s+FROM\b|FROM\s+\w+(\s+\w+)?\s+(WHERE|JOIN|ORDER)\b|JOIN\s+\w+\s+\w+\s+ON\b|ORDER\s+BY\b|ON\s+CONFLICT\b|RETURNING\b|FOR\s+UPDATE\b|LIMIT\s+[\d$]|LOCK\s+TABLE\b|TRUNCATE\b|VACUUM\b|COLLATE\b|json_build_object\(|to_jsonb\()/;

/**
 * The SQL in one file's string and template literals (comments are not literals). A template's parts
 * are read joined by a stand-in name, so `UPDATE ${table} SET` reads as a statement.
 */
function sqlIn(text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('x');
    if (literal !== null && SQL.test(literal)) found.push(literal.trim().split('\n')[0]);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

const filesWithSql = sourceFiles(SRC).filter((file) => sqlIn(readFileSync(path.join(SRC, file), 'utf8')).length > 0);

describe('where SQL lives', () => {
  test('the check finds SQL in strings and templates, and none in comments or messages', () => {
    expect(sqlIn("db.query('SELECT id FROM users WHERE id = $1', [id]);")).toHaveLength(1);
    expect(sqlIn('tx.query(`UPDATE ${table} SET used_at = now() WHERE id = $1`, [id]);')).toHaveLength(1);
    expect(sqlIn("const order = 'u.created_at DESC, u.id DESC';\nconst sql = `... ORDER BY ${order}`;")).toHaveLength(1);
    expect(sqlIn("// SELECT id FROM users\nthrow conflict('email', 'このメールアドレスは使用できません。');\nlog.warn({}, 'job failed');")).toEqual([]);
  });

  test('only repositories, the SQL they share and the database layer hold SQL', () => {
    expect(filesWithSql.filter((file) => !sqlMayLiveIn(file))).toEqual([]);
  });
});

/**
 * The rule each import breaks, as dependency-cruiser reports them, run on `src` under `dir` with the
 * rules in api-server/.dependency-cruiser.cjs (its command line: the library is ESM only, this test is not).
 */
function brokenImportRules(dir: string): string[] {
  // Its command, installed at the repository's root (its package exports no path to it).
  const cli = path.join(__dirname, '../../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const config = path.join(__dirname, '../.dependency-cruiser.cjs');
  const out = execFileSync(process.execPath, [cli, '--config', config, '--output-type', 'json', 'src'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const { summary } = JSON.parse(out) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

// A run takes 1–2 s on an idle machine; more when the cores are shared.
const CRUISE_MS = 30_000;

describe('imports go down the layers, in no circle', () => {
  test(
    'api-server/src breaks no import rule',
    () => expect(brokenImportRules(path.join(__dirname, '..'))).toEqual([]),
    CRUISE_MS,
  );

  test(
    'the check finds an upward import and a circle (test/fixtures/layers)',
    () =>
      expect(brokenImportRules(path.join(__dirname, 'fixtures/layers'))).toEqual([
        'foundation-imports-upward: src/lib/clock.ts → src/jobs/queue.ts',
        'no-circular: src/users/a.ts → src/users/b.ts',
      ]),
    CRUISE_MS,
  );
});
