// What a backup promises about every table: its row count and an md5 of its rows, so a restore can
// show that each row came back, not only as many rows. Covers every table of every schema but
// PostgreSQL's own (the app's tables and pg-boss's jobs).
import { escapeIdentifier } from 'pg';
import type { Queryable } from '../db/database';

export interface TableDigest {
  rows: number;
  /** md5 of the rows' md5s in sorted order: the same rows give the same digest in any physical order. */
  md5: string;
}

/** Keyed by "schema.table". Run inside a transaction: the settings below are SET LOCAL. */
export type Digests = Record<string, TableDigest>;

export async function digestTables(tx: Queryable): Promise<Digests> {
  // A row's text depends on these; fixed so a restore on another server (other time zone) agrees.
  await tx.exec(
    "SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 1; SET LOCAL bytea_output = 'hex'",
  );
  // relkind 'r': ordinary tables and partitions (a partitioned parent holds no rows of its own).
  const tables = await tx.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
     ORDER BY 1, 2`,
  );
  const digests: Digests = {};
  for (const { schema, name } of tables) {
    const row = await tx.one<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS md5
       FROM (SELECT md5(t::text) AS h FROM ${escapeIdentifier(schema)}.${escapeIdentifier(name)} t) hashed`,
    );
    digests[`${schema}.${name}`] = row!;
  }
  return digests;
}

/** What differs between the digests a backup recorded and those of the restored database. */
export function compareDigests(expected: Digests, actual: Digests): string[] {
  const problems: string[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const got = actual[table];
    if (!got) problems.push(`${table}: missing`);
    else if (got.rows !== want.rows) problems.push(`${table}: ${got.rows} rows, the backup had ${want.rows}`);
    else if (got.md5 !== want.md5) problems.push(`${table}: ${got.rows} rows as in the backup, but their contents differ`);
  }
  for (const table of Object.keys(actual)) if (!(table in expected)) problems.push(`${table}: not in the backup`);
  return problems;
}
