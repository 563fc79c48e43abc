// npm run backup and npm run restore as an operator runs them (docs/operations.md#backups): a site
// with the demo content and a member who used everything (a profile picture among it) is backed up
// by the command in a process of its own, restored by the other command into a fresh place, and
// every row of every table and every uploaded file is compared with the original. On PGlite by
// default; with DATABASE_URL set, on PostgreSQL into a database made for the restore.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, createScratchDir, createScratchPostgres } from '@hiroba/test-db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPostgres, openPglite, type Database } from '../src/db/database';
import { holdPgliteFolder } from '../src/db/pglite-holder';
import { compareDigests } from '../src/ops/table-digest';
import { RICH, richMember } from './helpers/rich-member';
import { testEnv, type TestHarness } from './helpers/test-app';

jest.setTimeout(120_000);

const POSTGRES = process.env.DATABASE_URL;
const ROOT = path.resolve(__dirname, '../..');
const REGISTER = path.join(__dirname, 'helpers/swc-register.js');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * What `npm run <command>` runs (package.json), with the node options written there, but from the
 * TypeScript source instead of its build, in the operator's environment.
 */
function run(command: 'backup' | 'restore', env: Record<string, string>, args: string[] = []): Promise<Ran> {
  const script: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts[command];
  const words = script.split(' ');
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe(`api-server/dist/ops/${command}.js`);
  const source = path.join(ROOT, `api-server/src/ops/${command}.ts`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...words.slice(1, -1), '-r', REGISTER, source, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every table's row count and the md5 of all its rows in a fixed order: written apart from the command's own check. */
async function everyTable(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    result[name] = (await db.one<{ rows: number; md5: string }>(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text COLLATE "C"), '')) AS md5 FROM ${name} r`))!;
  }
  return result;
}

/** The database in `dataDir` or at `databaseUrl`, opened as the server opens it. */
const openAt = async (dataDir: string, databaseUrl: string | null) => (databaseUrl ? createPostgres(databaseUrl) : await openPglite(dataDir));

async function readDatabase(db: Database) {
  return { tables: await everyTable(db), member: await db.one<{ email: string }>('SELECT email FROM users WHERE email = $1', [RICH.email]) };
}

/** Every uploaded file, by name, with its bytes. */
function uploads(dataDir: string): Map<string, Buffer> {
  const dir = path.join(dataDir, 'uploads');
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name))]));
}

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test(`a backup restored into a fresh ${POSTGRES ? 'PostgreSQL database' : 'data folder'} has every row of every table and every uploaded picture`, async () => {
  const source = await createScratchDatabase({ prefix: 'hiroba_backup_test', postgresUrl: POSTGRES });
  cleanups.push(() => source.drop());
  const backups = createScratchDir('hiroba-backups');
  cleanups.push(() => backups.remove());
  const sourceEnv = testEnv(source.dataDir, { DEMO_QA: 'true', BACKUP_DIR: backups.path, ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}) });

  // The site, with the demo content (its column pictures are uploads too) and a member's whole use
  // of it. The database is opened here as the server opens it, so it can be read once the app stops.
  const config = loadConfig(sourceEnv);
  let db: Database | null = await openAt(source.dataDir, source.databaseUrl);
  cleanups.push(() => db?.close());
  let app: FastifyInstance | null = await buildApp({ config, db });
  cleanups.push(() => app?.close());
  const member = await richMember({ app, db, config, dataDir: source.dataDir } as TestHarness);
  expect(member.picture).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

  if (!POSTGRES) {
    // The embedded database belongs to the running server: the backup refuses and writes nothing.
    const refused = await run('backup', sourceEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(source.dataDir, 'pgdata')} is open in server (pid ${process.pid}`);
    expect(refused.stderr).toContain('Stop it first');
    expect(readdirSync(backups.path)).toEqual([]);
  }
  // Stopped, so nothing moves between the backup and the comparison below (PostgreSQL's backup
  // would work with the server running: pg_dump reads one snapshot).
  await app.close();
  app = null;
  const original = await readDatabase(db);
  await db.close();
  db = null;

  const backup = await run('backup', sourceEnv);
  expect(backup).toMatchObject({ code: 0, stderr: '' });
  const files = readdirSync(backups.path);
  expect(files).toEqual([expect.stringMatching(/^hiroba-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/)]);
  const file = path.join(backups.path, files[0]);
  expect(backup.stdout).toContain(`Backup written: ${file}`);
  // Personal data: readable by its owner only.
  expect(statSync(file).mode & 0o777).toBe(0o600);

  // A fresh place: an empty data folder, and with PostgreSQL a database of its own.
  const target = createScratchDir('hiroba-restore-test');
  cleanups.push(() => target.remove());
  const targetDatabase = POSTGRES ? await createScratchPostgres(POSTGRES, 'hiroba_restore_test') : null;
  if (targetDatabase) cleanups.push(() => targetDatabase.drop());
  const targetEnv = testEnv(target.path, targetDatabase ? { DATABASE_URL: targetDatabase.url } : {});

  const restore = await run('restore', targetEnv, [file]);
  expect(restore).toMatchObject({ code: 0, stderr: '' });
  expect(restore.stdout).toMatch(/Checked: all \d+ tables match the manifest, \d+ rows, each row's contents included; \d+ uploaded files\./);

  const restoredDb = await openAt(target.path, targetDatabase?.url ?? null);
  const restored = await readDatabase(restoredDb);
  await restoredDb.close();
  expect(original.member).toEqual({ email: RICH.email });
  expect(original.tables['public.users'].rows).toBeGreaterThan(4);
  expect(original.tables['public.questions'].rows).toBeGreaterThan(10);
  expect(original.tables['public.columns'].rows).toBeGreaterThan(1);
  expect(Object.keys(original.tables).some((name) => name.startsWith('pgboss.'))).toBe(true);
  expect(restored.tables).toEqual(original.tables);
  expect(restored.member).toEqual({ email: RICH.email });

  const pictures = uploads(source.dataDir);
  expect(pictures.has(path.basename(member.picture))).toBe(true);
  expect(pictures.size).toBeGreaterThan(1);
  expect(uploads(target.path)).toEqual(pictures);

  // A second restore into the place that now has data is refused, and done with --force.
  const refused = await run('restore', targetEnv, [file]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/is not empty\. Restoring replaces everything in it: run again with --force/);
  if (targetDatabase) {
    // What changed since must not survive --force (its own check would name it).
    const changed = createPostgres(targetDatabase.url);
    await changed.exec('CREATE TABLE public.left_behind (id int); DELETE FROM contacts');
    await changed.close();
  }
  const forced = await run('restore', targetEnv, [file, '--force']);
  expect(forced).toMatchObject({ code: 0, stderr: '' });
  expect(forced.stdout).toMatch(/Checked: all \d+ tables match the manifest/);
  if (targetDatabase) {
    const again = createPostgres(targetDatabase.url);
    expect(await again.one("SELECT to_regclass('public.left_behind') AS t")).toEqual({ t: null });
    await again.close();
  } else {
    // The replaced folder is kept beside the new one.
    expect(readdirSync(target.path).filter((name) => name.startsWith('pgdata.before-restore-'))).toHaveLength(1);
  }
  expect(existsSync(path.join(target.path, 'pgdata.lock'))).toBe(false);
});

test('the restore check names every table that differs from the manifest', () => {
  const manifest = { 'public.users': { rows: 2, md5: 'a' }, 'public.questions': { rows: 3, md5: 'b' }, 'public.tags': { rows: 1, md5: 'c' } };
  expect(compareDigests(manifest, { ...manifest })).toEqual([]);
  expect(compareDigests(manifest, { 'public.users': { rows: 1, md5: 'x' }, 'public.questions': { rows: 3, md5: 'y' }, 'public.extra': { rows: 0, md5: 'z' } })).toEqual([
    'public.users: 1 rows, the backup had 2',
    'public.questions: 3 rows as in the backup, but their contents differ',
    'public.tags: missing',
    'public.extra: not in the backup',
  ]);
});

test('DATA_DIR/pgdata.lock: a live holder refuses everyone, a dead one is taken over, another host refuses backup and restore but not a server', () => {
  const dir = createScratchDir('hiroba-lock-test');
  cleanups.push(() => dir.remove());
  const lock = path.join(dir.path, 'pgdata.lock');
  const write = (holder: object) => writeFileSync(lock, JSON.stringify({ host: os.hostname(), boot: null, since: '2026-01-01T00:00:00.000Z', what: 'server', ...holder }));

  // A process that is still running (this test's parent, Jest's own process).
  write({ pid: process.ppid });
  expect(() => holdPgliteFolder(dir.path, 'backup')).toThrow(`is open in server (pid ${process.ppid} on ${os.hostname()}`);
  expect(() => holdPgliteFolder(dir.path, 'server')).toThrow('Stop it first');

  // A process that has ended (killed without closing): taken over, and the release removes the file.
  const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  write({ pid: Number(ended.stdout.trim()) });
  const release = holdPgliteFolder(dir.path, 'restore');
  expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname(), what: 'restore' });
  release();
  expect(existsSync(lock)).toBe(false);

  // Another host (a container that is gone or still running): cannot be checked from here.
  write({ pid: 1, host: 'another-host' });
  expect(() => holdPgliteFolder(dir.path, 'backup')).toThrow(`delete ${lock}`);
  holdPgliteFolder(dir.path, 'server')();
  expect(existsSync(lock)).toBe(false);
});
