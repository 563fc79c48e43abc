// One small database interface over two drivers: PGlite (embedded, one connection) and a pg Pool
// (a PostgreSQL server). Services only see `query`, `one` and `transaction`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
// The ESM declaration: the class openPglite gets from import() (the CommonJS one is a different type).
import type { PGlite as PGliteType } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { Pool, types, type QueryConfig } from 'pg';
import { sqlText, type Sql } from './prepared';

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

export function createPostgres(connectionString: string): Database {
  const pool = new Pool({ connectionString, max: 10 });
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
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
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

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Loaded on demand: a PostgreSQL deployment never pays for the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  return wrapPglite(await PGlite.create(dir, { parsers: PGLITE_PARSERS }));
}

export function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  return databaseUrl ? Promise.resolve(createPostgres(databaseUrl)) : openPglite(dataDir);
}
