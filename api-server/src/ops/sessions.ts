// One database session for backup and restore. PostgreSQL gets a plain client of its own, not the
// server's pool: an operator's command must not inherit the request timeouts that suit a web page.
import { Client } from 'pg';
import { openPglite, type Queryable } from '../db/database';
import { sqlText, type Sql } from '../db/prepared';

export async function withPostgres<T>(databaseUrl: string, fn: (db: Queryable) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const query = async <R>(sql: Sql, params?: unknown[]) => (await client.query(sqlText(sql), params)).rows as R[];
  try {
    return await fn({ query, one: async <R>(sql: Sql, params?: unknown[]) => (await query<R>(sql, params))[0] ?? null, exec: async (sql) => void (await client.query(sql)) });
  } finally {
    await client.end();
  }
}

/** The embedded database in `dataDir`, which the caller has taken already (db/pglite-holder.ts). */
export async function withPglite<T>(dataDir: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const db = await openPglite(dataDir, null);
  try {
    return await db.transaction(fn);
  } finally {
    await db.close();
  }
}

export const serverVersion = async (db: Queryable) => (await db.one<{ server_version: string }>('SHOW server_version'))!.server_version;
