// The throw-away databases the API tests, the browser tests and the benchmarks share.
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { createScratchDatabase, createScratchPostgres } from '@hiroba/test-db';

const serverUrl = process.env.DATABASE_URL;

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

test('without a server: a data folder for PGlite, removed by drop()', async () => {
  const scratch = await createScratchDatabase({ prefix: 'hiroba_scratch_test' });
  expect(scratch).toMatchObject({ kind: 'pglite', databaseUrl: null });
  expect(existsSync(scratch.dataDir)).toBe(true);
  await scratch.drop();
  expect(existsSync(scratch.dataDir)).toBe(false);
});

test('a prefix that is not a plain identifier is refused before any SQL', async () => {
  await expect(createScratchPostgres('postgres://127.0.0.1:1/none', 'x; DROP DATABASE postgres')).rejects.toThrow(/prefix/);
});

(serverUrl ? describe : describe.skip)('with DATABASE_URL', () => {
  test('a database of its own, dropped even while a session is still open', async () => {
    const scratch = await createScratchDatabase({ prefix: 'hiroba_scratch_test', postgresUrl: serverUrl });
    expect(scratch.kind).toBe('postgres');
    const name = new URL(scratch.databaseUrl as string).pathname.slice(1);
    expect(name).toMatch(/^hiroba_scratch_test_\d+_\d+_[0-9a-f]{6}$/);
    const open = new Client({ connectionString: scratch.databaseUrl as string });
    await open.connect();
    open.on('error', () => undefined); // DROP … WITH (FORCE) ends this session
    expect((await open.query('SELECT current_database() AS db')).rows[0].db).toBe(name);

    await scratch.drop();
    await scratch.drop(); // a second drop does nothing
    expect(await databaseExists(name)).toBe(false);
    expect(existsSync(scratch.dataDir)).toBe(false);
    await open.end().catch(() => undefined);
  });
});
