// What a backup file holds (docs/operations.md#backups): one .tar.gz with
//   manifest.json     what, when, which database, and each table's row count and digest;
//   pgdata/           the embedded database's folder (PGlite), copied while nobody had it open, or
//   database.pgdump   pg_dump's custom format (PostgreSQL);
//   uploads/          the pictures people uploaded (DATA_DIR/uploads).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from './run-tool';
import type { Digests } from './table-digest';

export const MANIFEST = 'manifest.json';
export const PGDATA = 'pgdata';
export const PG_DUMP = 'database.pgdump';
export const UPLOADS = 'uploads';
const FORMAT = 1;

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The server's version at backup time (PGlite: the PostgreSQL it is built from). */
  postgresVersion: string;
  tables: Digests;
  uploads: FilesSummary;
}

export interface FilesSummary {
  files: number;
  bytes: number;
}

export function newManifest(database: Manifest['database'], postgresVersion: string, tables: Digests, uploads: FilesSummary): Manifest {
  return { format: FORMAT, createdAt: new Date().toISOString(), database, postgresVersion, tables, uploads };
}

/** The manifest of an unpacked backup, refused when it is not one of ours or from a newer format. */
export function readManifest(unpacked: string): Manifest {
  const file = path.join(unpacked, MANIFEST);
  if (!existsSync(file)) throw new OperatorError(`This is not a backup of this site: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new OperatorError(`The backup's format is ${manifest.format}; this version reads format ${FORMAT}.`);
  return manifest;
}

/** Every file under `dir` (relative paths), none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export function summarise(dir: string, files: string[] = filesUnder(dir)): FilesSummary {
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0) };
}
