// Throw-away databases for tests and benchmarks. Plain CommonJS so that Jest (swc), the browser
// tests and the benchmarks' .mjs files run by Node all load it without a build.
'use strict';
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

// The name goes into CREATE DATABASE unquoted: letters, digits and _ only, at most 63 bytes.
const PREFIX = /^[a-z][a-z0-9_]{0,29}$/;

async function onServer(serverUrl, work) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

// pg's Pool.end() resolves before its connections are gone: wait for them (up to 2 s), so that
// FORCE only ends sessions somebody left open, instead of handing a closed pool an 'error' event
// that Jest then reports in whatever test runs next.
async function sessionsEnded(client, name) {
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A folder of its own under the system's temporary folder. */
function createScratchDir(prefix = 'hiroba-test') {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A database of its own on the PostgreSQL server at `serverUrl`; drop() removes it, sessions and all. */
async function createScratchPostgres(serverUrl, prefix = 'hiroba_test') {
  if (!PREFIX.test(prefix)) throw new Error(`test-db: prefix ${JSON.stringify(prefix)} must match ${PREFIX}`);
  // pid and time say which run left it behind if a crash skips drop(); the random part keeps
  // two databases of one process apart.
  const name = `${prefix}_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, async (client) => {
        await sessionsEnded(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/**
 * What a test run or a benchmark needs: a data folder (PGlite's pgdata, uploads, mail outbox) and,
 * when `postgresUrl` names a server, a database of its own there. drop() removes both.
 */
async function createScratchDatabase({ prefix = 'hiroba_test', postgresUrl } = {}) {
  const dir = createScratchDir(prefix.replace(/_/g, '-'));
  let postgres = null;
  try {
    postgres = postgresUrl ? await createScratchPostgres(postgresUrl, prefix) : null;
  } catch (error) {
    dir.remove();
    throw error;
  }
  return {
    kind: postgres ? 'postgres' : 'pglite',
    dataDir: dir.path,
    databaseUrl: postgres ? postgres.url : null,
    async drop() {
      try {
        await postgres?.drop();
      } finally {
        dir.remove();
      }
    },
  };
}

module.exports = { createScratchDir, createScratchPostgres, createScratchDatabase };
