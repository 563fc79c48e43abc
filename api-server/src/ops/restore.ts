// npm run restore -- <file> [--force]: puts a backup (ops/backup.ts) back into the configured place,
// DATA_DIR/pgdata or the database at DATABASE_URL, and the pictures into DATA_DIR/uploads, then
// checks every table against the manifest. An existing database is replaced only with --force
// (docs/operations.md#backups).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { escapeIdentifier } from 'pg';
import { loadStorage } from '../config';
import type { Queryable } from '../db/database';
import { holdPgliteFolder } from '../db/pglite-holder';
import { filesUnder, PG_DUMP, PGDATA, readManifest, UPLOADS, type Manifest } from './backup-file';
import { libpqTarget, OperatorError, runCommand, runTool } from './run-tool';
import { withPglite, withPostgres } from './sessions';
import { compareDigests, digestTables, type Digests } from './table-digest';

type Storage = ReturnType<typeof loadStorage>;

export interface RestoreResult {
  manifest: Manifest;
  /** Where an embedded database that --force replaced was moved (kept until the operator deletes it). */
  setAside: string | null;
  uploads: number;
}

const KIND_NAMES = { pglite: 'the embedded database (PGlite, DATA_DIR)', postgres: 'PostgreSQL (DATABASE_URL)' };

const refuseNonEmpty = (where: string) =>
  new OperatorError(`${where} is not empty. Restoring replaces everything in it: run again with --force if that is what you want (take a backup of it first).`);

const USER_SCHEMAS = "nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%'";

async function postgresHasTables(db: Queryable): Promise<boolean> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMAS}`,
  );
  return row!.n > 0;
}

async function digestPostgres(databaseUrl: string): Promise<Digests> {
  return withPostgres(databaseUrl, async (db) => {
    await db.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      return await digestTables(db);
    } finally {
      await db.exec('COMMIT').catch(() => undefined);
    }
  });
}

/** What is there now: refused unless --force, checked before the (possibly long) unpacking. */
async function targetHasData(storage: Storage): Promise<boolean> {
  if (storage.databaseUrl) return withPostgres(storage.databaseUrl, postgresHasTables);
  const pgdata = path.join(storage.dataDir, PGDATA);
  return existsSync(pgdata) && readdirSync(pgdata).length > 0;
}

/** Replaces DATA_DIR/pgdata with the backup's folder; a replaced folder is moved aside, not deleted. */
async function restorePglite(dataDir: string, unpacked: string, replace: boolean): Promise<{ actual: Digests; setAside: string | null }> {
  const pgdata = path.join(dataDir, PGDATA);
  let setAside: string | null = null;
  if (replace) {
    setAside = `${pgdata}.before-restore-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}Z`;
    renameSync(pgdata, setAside);
  } else {
    rmSync(pgdata, { recursive: true, force: true });
  }
  renameSync(path.join(unpacked, PGDATA), pgdata);
  return { actual: await withPglite(dataDir, digestTables), setAside };
}

/** pg_restore into the database; one that has tables (--force) loses every schema first. */
async function restorePostgres(databaseUrl: string, unpacked: string, replace: boolean): Promise<Digests> {
  const target = libpqTarget(databaseUrl);
  const dump = path.join(unpacked, PG_DUMP);
  // Before anything is dropped: a file that is not a dump stops here (tar has checked the gzip checksum).
  await runTool('pg_restore', ['--list', dump]);
  if (replace) {
    await withPostgres(databaseUrl, async (db) => {
      const schemas = await db.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE ${USER_SCHEMAS}`);
      await db.exec(`BEGIN; ${schemas.map((s) => `DROP SCHEMA ${escapeIdentifier(s.nspname)} CASCADE;`).join(' ')} CREATE SCHEMA public; COMMIT`);
    });
  }
  // Owners and grants are the old server's; here everything belongs to the DATABASE_URL user.
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...target.args, dump], target.env);
  return digestPostgres(databaseUrl);
}

/** Copies the backup's pictures into DATA_DIR/uploads (a file already there is kept) and lists those that do not match. */
function restoreUploads(unpacked: string, dataDir: string, manifest: Manifest): { count: number; problems: string[] } {
  const from = path.join(unpacked, UPLOADS);
  const to = path.join(dataDir, UPLOADS);
  const files = filesUnder(from);
  if (files.length > 0) cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
  const problems = files
    .filter((file) => !existsSync(path.join(to, file)) || statSync(path.join(to, file)).size !== statSync(path.join(from, file)).size)
    .map((file) => `${UPLOADS}/${file}: a different file of that name was already there and was kept`);
  if (files.length < manifest.uploads.files) problems.push(`${UPLOADS}: ${files.length} files in the backup, its manifest counted ${manifest.uploads.files}`);
  return { count: files.length, problems };
}

export async function restoreBackup(file: string, options: { force: boolean }, storage: Storage = loadStorage()): Promise<RestoreResult> {
  if (!existsSync(file)) throw new OperatorError(`No such backup file: ${file}`);
  const kind = storage.databaseUrl ? 'postgres' : 'pglite';
  mkdirSync(storage.dataDir, { recursive: true });
  // The embedded database is taken first: no server may open it while it is replaced.
  const release = kind === 'pglite' ? holdPgliteFolder(storage.dataDir, 'restore') : () => undefined;
  // Unpacked inside DATA_DIR: the same disk, so the database folder moves into place by renaming.
  const unpacked = mkdtempSync(path.join(storage.dataDir, '.restore-'));
  try {
    const replace = await targetHasData(storage);
    if (replace && !options.force) {
      throw refuseNonEmpty(storage.databaseUrl ? `The database at DATABASE_URL (${new URL(storage.databaseUrl).pathname.slice(1)})` : path.join(storage.dataDir, PGDATA));
    }
    await runTool('tar', ['-xzf', file, '-C', unpacked]);
    const manifest = readManifest(unpacked);
    if (manifest.database !== kind) {
      throw new OperatorError(`This backup holds ${KIND_NAMES[manifest.database]}, but this server is configured for ${KIND_NAMES[kind]}. Set DATA_DIR or DATABASE_URL as when it was made.`);
    }
    let setAside: string | null = null;
    let actual: Digests;
    if (kind === 'pglite') ({ actual, setAside } = await restorePglite(storage.dataDir, unpacked, replace));
    else actual = await restorePostgres(storage.databaseUrl!, unpacked, replace);
    const uploads = restoreUploads(unpacked, storage.dataDir, manifest);
    const problems = [...compareDigests(manifest.tables, actual), ...uploads.problems];
    if (problems.length > 0) {
      throw new OperatorError(`Restored ${file}, but it does not match its manifest:\n  ${problems.join('\n  ')}`);
    }
    return { manifest, setAside, uploads: uploads.count };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
    release();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new OperatorError('Usage: npm run restore -- <backup file> [--force]');
  const file = path.resolve(positionals[0]);
  const { manifest, setAside, uploads } = await restoreBackup(file, { force: values.force });
  const tables = Object.values(manifest.tables);
  console.log(`Restored ${file} (made ${manifest.createdAt}) into ${KIND_NAMES[manifest.database]}.`);
  console.log(`  Checked: all ${tables.length} tables match the manifest, ${tables.reduce((sum, t) => sum + t.rows, 0)} rows, each row's contents included; ${uploads} uploaded files.`);
  if (setAside) console.log(`  The database that was there is kept in ${setAside}; delete it once the site works.`);
}

if (require.main === module) runCommand(main);
