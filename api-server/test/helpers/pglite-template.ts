// A migrated PGlite data folder made once and loaded into every test file's database. PGlite's start
// in memory runs initdb, most of its ~4 s; loading a dumped folder takes about 1 s and skips the
// migrations too. The dump is keyed by PGlite's version and the migrations, so a new migration makes
// a new one (and the stale ones are removed).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteInMemory, wrapPglite, type Database } from '../../src/db/database';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../../src/db/migrate';

const PREFIX = 'hiroba-pglite-template-';

function templateKey(): string {
  const hash = createHash('sha256');
  // The package's own package.json (not in its exports): next to its dist/ folder.
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(file: string): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  let dump: Buffer;
  try {
    await migrate(wrapPglite(pg));
    dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
  // Written aside, then renamed: a worker making it at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  for (const old of readdirSync(os.tmpdir())) {
    if (old.startsWith(PREFIX) && path.join(os.tmpdir(), old) !== file && !old.endsWith('.partial')) rmSync(path.join(os.tmpdir(), old), { force: true });
  }
  return dump;
}

/** A migrated PGlite database in memory, of this test file's own. */
export async function openTemplatePglite(): Promise<Database> {
  const file = path.join(os.tmpdir(), `${PREFIX}${templateKey()}.tar`);
  let dump: Buffer;
  try {
    dump = readFileSync(file);
  } catch {
    dump = await makeTemplate(file);
  }
  return openPgliteInMemory(new Blob([new Uint8Array(dump)]));
}
