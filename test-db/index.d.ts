export interface ScratchDir {
  path: string;
  remove(): void;
}

export interface ScratchPostgres {
  /** The database's name: `<prefix>_<pid>_<time>_<random>`. */
  name: string;
  /** `serverUrl` with the path set to the new database. */
  url: string;
  /** Waits up to 2 s for the database's sessions to end, ends the rest and drops it (DROP DATABASE … WITH (FORCE)); a second call does nothing. */
  drop(): Promise<void>;
}

export interface ScratchDatabase {
  kind: 'postgres' | 'pglite';
  /** A folder of its own: PGlite's data (pgdata/) when kind is pglite, uploads and mail in both. */
  dataDir: string;
  /** The PostgreSQL database's URL, or null when kind is pglite. */
  databaseUrl: string | null;
  /** Drops the PostgreSQL database (if any) and removes the folder. */
  drop(): Promise<void>;
}

/** A folder of its own under the system's temporary folder. */
export function createScratchDir(prefix?: string): ScratchDir;

/** A database of its own on the PostgreSQL server at `serverUrl` (prefix: lower-case letters, digits, _). */
export function createScratchPostgres(serverUrl: string, prefix?: string): Promise<ScratchPostgres>;

/** A data folder, and a PostgreSQL database of its own when `postgresUrl` is given (else PGlite's). */
export function createScratchDatabase(options?: { prefix?: string; postgresUrl?: string | null }): Promise<ScratchDatabase>;
