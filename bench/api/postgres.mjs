// The PostgreSQL pass: the server named by DATABASE_URL, else the local one if it answers. Each run
// gets a database of its own there (@hiroba/test-db), dropped at the end.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const row = await client.query('SHOW server_version');
    return row.rows[0].server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** { url, version } of the server to use, or null when there is none. */
export async function findPostgres(env = process.env) {
  const url = env.DATABASE_URL || LOCAL_POSTGRES;
  const version = await answers(url);
  return version ? { url, version } : null;
}
