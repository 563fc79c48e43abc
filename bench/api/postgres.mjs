// The PostgreSQL pass: the server named by DATABASE_URL, else the local one if it answers. Each run
// gets a database of its own, dropped at the end, so nothing is left behind.
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

export async function createBenchDatabase(baseUrl) {
  const name = `hiroba_bench_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
