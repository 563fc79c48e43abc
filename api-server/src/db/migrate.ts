// Applies api-server/migrations/NNN_name.sql in order, each once, recorded in schema_migrations.
// On PostgreSQL an advisory lock makes servers that start together take turns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
// Any fixed number; it only has to be the same for every server of this product.
const MIGRATION_LOCK_KEY = 72_120_431;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/** Returns the names of the migrations it applied. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
