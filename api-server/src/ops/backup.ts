// npm run backup: one file, BACKUP_DIR/hiroba-<UTC time>.tar.gz (mode 600), with the database, the
// uploaded pictures and a manifest (ops/backup-file.ts). PostgreSQL is dumped while the servers run;
// the embedded database only while no server has it open (docs/operations.md#backups).
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadStorage } from '../config';
import { holdPgliteFolder } from '../db/pglite-holder';
import { MANIFEST, newManifest, PG_DUMP, PGDATA, summarise, UPLOADS, type Manifest } from './backup-file';
import { libpqTarget, OperatorError, runCommand, runTool } from './run-tool';
import { serverVersion, withPglite, withPostgres } from './sessions';
import { digestTables } from './table-digest';

type Storage = ReturnType<typeof loadStorage>;

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/** The embedded database: taken from the server (refused while it runs), described, closed, then copied at rest. */
async function backupPglite(storage: Storage, work: string, partial: string): Promise<Manifest> {
  const { dataDir } = storage;
  if (!existsSync(path.join(dataDir, PGDATA, 'PG_VERSION'))) {
    throw new OperatorError(`There is no embedded database in ${path.join(dataDir, PGDATA)} to back up (DATA_DIR=${dataDir}; is DATABASE_URL missing?).`);
  }
  const release = holdPgliteFolder(dataDir, 'backup');
  try {
    const { tables, version } = await withPglite(dataDir, async (tx) => ({ tables: await digestTables(tx), version: await serverVersion(tx) }));
    const manifest = newManifest('pglite', version, tables, summarise(path.join(dataDir, UPLOADS)));
    writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    await pack(partial, work, [MANIFEST], dataDir, [PGDATA]);
    return manifest;
  } finally {
    release();
  }
}

/**
 * PostgreSQL: pg_dump reads the snapshot this session exported, so the manifest's counts describe
 * exactly the rows in the dump while the servers go on writing.
 */
async function backupPostgres(storage: Storage, work: string, partial: string): Promise<Manifest> {
  const databaseUrl = storage.databaseUrl!;
  const manifest = await withPostgres(databaseUrl, async (db) => {
    await db.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { snapshot } = (await db.one<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot'))!;
      const target = libpqTarget(databaseUrl);
      const dumped = runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(work, PG_DUMP)}`, ...target.args], target.env);
      const [tables, version] = await Promise.all([digestTables(db), serverVersion(db), dumped]);
      return newManifest('postgres', version, tables, summarise(path.join(storage.dataDir, UPLOADS)));
    } finally {
      // Read only: ending it can lose nothing, and a failure here must not hide the first one.
      await db.exec('COMMIT').catch(() => undefined);
    }
  });
  writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
  // Pictures after the dump: every picture the dumped rows name was written before them.
  await pack(partial, work, [MANIFEST, PG_DUMP], storage.dataDir, []);
  return manifest;
}

/** tar -czf: the work folder's files, then DATA_DIR's folders and uploads/ when there is one. */
async function pack(file: string, work: string, workFiles: string[], dataDir: string, dataFolders: string[]): Promise<void> {
  const fromData = [...dataFolders, ...(existsSync(path.join(dataDir, UPLOADS)) ? [UPLOADS] : [])];
  await runTool('tar', ['-czf', file, '-C', work, ...workFiles, ...(fromData.length > 0 ? ['-C', dataDir, ...fromData] : [])]);
}

function freeName(backupDir: string): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '');
  for (let n = 1; ; n++) {
    const file = path.join(backupDir, `hiroba-${stamp}Z${n > 1 ? `-${n}` : ''}.tar.gz`);
    if (!existsSync(file)) return file;
  }
}

export async function createBackup(storage: Storage = loadStorage()): Promise<BackupResult> {
  mkdirSync(storage.backupDir, { recursive: true, mode: 0o700 });
  const file = freeName(storage.backupDir);
  // The file only appears under its name once complete; personal data, so readable by the owner alone.
  const partial = `${file}.partial`;
  writeFileSync(partial, '', { mode: 0o600 });
  const work = mkdtempSync(path.join(storage.backupDir, '.work-'));
  try {
    const manifest = storage.databaseUrl ? await backupPostgres(storage, work, partial) : await backupPglite(storage, work, partial);
    renameSync(partial, file);
    return { file, manifest };
  } finally {
    rmSync(partial, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  parseArgs({ args: process.argv.slice(2), options: {}, strict: true });
  const { file, manifest } = await createBackup();
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${manifest.database === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL'} ${manifest.postgresVersion}: ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${manifest.uploads.files} uploaded files (${manifest.uploads.bytes} bytes)`,
  );
}

if (require.main === module) runCommand(main);
