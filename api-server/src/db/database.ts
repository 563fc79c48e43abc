// One small database interface over two drivers: PGlite (embedded, one connection) and a pg Pool
// (a PostgreSQL server). Services only see `query`, `one` and `transaction`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
// The ESM declaration: the class openPglite gets from import() (the CommonJS one is a different type).
import type { PGlite as PGliteType } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { Client, Pool, types, type ClientConfig, type QueryConfig } from 'pg';
import { pgliteSharedBuffersMb } from '../config';
import { sqlText, type Sql } from './prepared';
import { holdPgliteFolder } from './pglite-holder';
import { isDatabaseUnavailable } from './unavailable';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** `sql` may be prepared (db/prepared.ts): PostgreSQL then parses and plans it once per connection. */
  query<T = Row>(sql: Sql, params?: unknown[]): Promise<T[]>;
  /** The first row, or null when there is none. */
  one<T = Row>(sql: Sql, params?: unknown[]): Promise<T | null>;
  /** Runs several statements without parameters (migrations, TRUNCATE in tests). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** For the job runner (pg-boss), which keeps its own connection: the embedded instance, or the server's URL. */
  readonly connection: { pglite: PGliteType } | { url: string };
  /** Runs `fn` inside BEGIN/COMMIT; use only `tx` inside it (the embedded DB has one connection). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// bigint (COUNT(*), SUM) as a JS number in pg as in PGlite: our counts stay far below 2^53.
types.setTypeParser(types.builtins.INT8, (v) => Number(v));

// Times leave the database as ISO 8601 strings in UTC, the form the API sends (the contract's
// date-time strings), with both drivers; nothing in the server does arithmetic on them.
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const parseTime = types.getTypeParser(TIMESTAMPTZ);
const isoTime = (value: string) => (parseTime(value) as Date).toISOString();
types.setTypeParser(TIMESTAMPTZ, isoTime);
types.setTypeParser(TIMESTAMP, (value) => isoTime(`${value}+00`));
const PGLITE_PARSERS = { [TIMESTAMPTZ]: isoTime, [TIMESTAMP]: (value: string) => isoTime(`${value}+00`) };

function withOne(query: Queryable['query'], exec: Queryable['exec']): Queryable {
  return {
    query,
    exec,
    async one<T>(sql: Sql, params?: unknown[]) {
      const rows = await query<T>(sql, params);
      return rows[0] ?? null;
    },
  };
}

/** What pg is asked: a prepared statement goes with its name, so each connection parses it once. */
const pgQuery = (sql: Sql, params?: unknown[]): QueryConfig =>
  typeof sql === 'string' ? { text: sql, values: params } : { name: sql.name, text: sql.text, values: params };

// How long a request may wait on PostgreSQL before it is told "try again shortly" (503, see
// db/unavailable.ts) rather than left hanging: a server that is gone refuses or drops connections at
// once; one that does not answer at all is caught by these timeouts.
/** Opening a connection (a host that does not answer). */
export const CONNECT_TIMEOUT_MS = 1_000;
/** Waiting for one of the pool's connections while all are busy (load, not an outage). */
export const POOL_WAIT_MS = 5_000;
/** A statement PostgreSQL itself cancels (57014); also bounds a migration's statements. */
export const STATEMENT_TIMEOUT_MS = 15_000;
/** A statement whose answer never comes (the server or the network went silent mid-query). */
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;

export interface PostgresOptions {
  /** A connection of the pool broke (the server stopped or restarted): logged, never thrown. */
  onConnectionError?: (error: Error) => void;
  /** Overrides STATEMENT_TIMEOUT_MS; 0 is none (the benchmark's bulk seeding builds big indexes). */
  statementTimeoutMs?: number;
}

// pg-pool gives one connectionTimeoutMillis both to connecting and to waiting for a busy pool; a
// client of our own connects within CONNECT_TIMEOUT_MS while the pool may wait up to POOL_WAIT_MS.
class BoundedClient extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function createPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new Pool({
    connectionString,
    max: 10,
    Client: BoundedClient,
    connectionTimeoutMillis: POOL_WAIT_MS,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    query_timeout: options.statementTimeoutMs === 0 ? undefined : QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  const connectionError = options.onConnectionError ?? (() => undefined);
  // An idle connection whose server went away emits 'error' on the pool; unheard, it would end the
  // process. The pool drops that connection and opens new ones once the server is back.
  pool.on('error', connectionError);
  const base = withOne(
    async <T>(sql: Sql, params?: unknown[]) => (await pool.query(pgQuery(sql, params))).rows as T[],
    async (sql) => void (await pool.query(sql)),
  );
  return {
    kind: 'postgres',
    connection: { url: connectionString },
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out connection that breaks emits 'error' on the client (the pool only listens to
      // idle ones); the running statement fails with the same error, so it is only reported here.
      const onError = (error: Error) => connectionError(error);
      client.on('error', onError);
      let lost: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(
          withOne(
            async <T>(sql: Sql, params?: unknown[]) => (await client.query(pgQuery(sql, params))).rows as T[],
            async (sql) => void (await client.query(sql)),
          ),
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that broke or went silent is closed instead (PostgreSQL then rolls back);
        // a ROLLBACK sent on it could only wait for its own timeout.
        if (isDatabaseUnavailable(error)) lost = error as Error;
        else await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance. PGlite queues every query behind a running transaction itself. */
export function wrapPglite(pg: PGliteType): Database {
  const base = withOne(
    async <T>(sql: Sql, params?: unknown[]) => (await pg.query<T>(sqlText(sql), params)).rows,
    async (sql) => void (await pg.exec(sql)),
  );
  return {
    kind: 'pglite',
    connection: { pglite: pg },
    ...base,
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn(
          withOne(
            async <T>(sql: Sql, params?: unknown[]) => (await tx.query<T>(sqlText(sql), params)).rows,
            async (sql) => void (await tx.exec(sql)),
          ),
        ),
      ),
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite in DATA_DIR/pgdata (in memory without a folder). The folder is taken for `holdAs`
 * until close() (db/pglite-holder.ts); null: the caller holds it already (backup, restore).
 */
export async function openPglite(dataDir: string | undefined, holdAs: string | null = 'server'): Promise<Database> {
  if (!dataDir) return openPgliteInMemory();
  // Loaded on demand: a PostgreSQL deployment never pays for the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const release = holdAs ? holdPgliteFolder(dataDir, holdAs) : () => undefined;
  try {
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffersMb()}MB`];
    const db = wrapPglite(await PGlite.create(dir, { parsers: PGLITE_PARSERS, startParams }));
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite in memory; `loadDataDir`: a data folder dumped earlier (PGlite's dumpDataDir) to start from instead of initdb. */
export async function openPgliteInMemory(loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  return wrapPglite(await PGlite.create({ parsers: PGLITE_PARSERS, loadDataDir }));
}

export function openDatabase(databaseUrl: string | null, dataDir: string, options: PostgresOptions = {}): Promise<Database> {
  return databaseUrl ? Promise.resolve(createPostgres(databaseUrl, options)) : openPglite(dataDir);
}
