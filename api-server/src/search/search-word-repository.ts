// The operators' own groups of the search vocabulary (migration 018), the version every server
// watches to know they changed, and the searches that found nothing.
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

export interface StoredWord {
  text: string;
  reading: string;
}

export interface StoredGroup {
  id: number;
  words: StoredWord[];
  note: string;
  updated_at: string;
}

const COLUMNS = 'id, words, note, updated_at';

export const allOperatorGroups = (db: Queryable) => db.query<StoredGroup>(`SELECT ${COLUMNS} FROM search_word_groups ORDER BY id`);

export const findOperatorGroup = (db: Queryable, id: number) => db.one<StoredGroup>(`SELECT ${COLUMNS} FROM search_word_groups WHERE id = $1`, [id]);

export const insertOperatorGroup = (db: Queryable, group: { words: StoredWord[]; note: string }, createdBy: number) =>
  db.one<StoredGroup>(`INSERT INTO search_word_groups (words, note, created_by) VALUES ($1::jsonb, $2, $3) RETURNING ${COLUMNS}`, [JSON.stringify(group.words), group.note, createdBy]);

export const updateOperatorGroup = (db: Queryable, id: number, group: { words: StoredWord[]; note: string }) =>
  db.one<StoredGroup>(`UPDATE search_word_groups SET words = $2::jsonb, note = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, JSON.stringify(group.words), group.note]);

export const deleteOperatorGroup = async (db: Queryable, id: number) => (await db.one('DELETE FROM search_word_groups WHERE id = $1 RETURNING id', [id])) !== null;

/** The version of the operators' groups; every change raises it. */
export const vocabularyVersion = async (db: Queryable) => (await db.one<{ version: string }>('SELECT version::text AS version FROM search_vocabulary_version'))?.version ?? '0';

// An upsert: were the row ever missing, a plain UPDATE would change nothing and no server would see a change.
export const bumpVocabularyVersion = (db: Queryable) =>
  db.query('INSERT INTO search_vocabulary_version (version) VALUES (1) ON CONFLICT (only_row) DO UPDATE SET version = search_vocabulary_version.version + 1');

/** Counts a search that found nothing on its Japan day; at most `perDay` different queries are kept a day. */
export async function recordMiss(db: Queryable, day: string, query: string, perDay: number): Promise<void> {
  await db.query(
    `INSERT INTO search_misses AS m (day, query)
       SELECT $1::date, $2 WHERE EXISTS (SELECT 1 FROM search_misses WHERE day = $1::date AND query = $2)
          OR (SELECT count(*) FROM search_misses WHERE day = $1::date) < $3
     ON CONFLICT (day, query) DO UPDATE SET searches = m.searches + 1`,
    [day, query, perDay],
  );
}

/** The searches that found nothing since `since` (a Japan day), the most made first. */
export async function listMisses(db: Queryable, since: string, p: Paging) {
  const params: unknown[] = [since];
  const [rows, total] = await Promise.all([
    db.query<{ query: string; searches: number; last_day: string }>(
      `SELECT query, sum(searches)::int AS searches, to_char(max(day), 'YYYY-MM-DD') AS last_day
         FROM search_misses WHERE day >= $1::date GROUP BY query ORDER BY sum(searches) DESC, max(day) DESC, query${limitClause(p, params)}`,
      params,
    ),
    db.one<{ total: number }>('SELECT count(DISTINCT query)::int AS total FROM search_misses WHERE day >= $1::date', [since]),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Deletes the misses older than `before` (a Japan day); answers how many. */
export async function deleteOldMisses(db: Queryable, before: string): Promise<number> {
  return (await db.query('DELETE FROM search_misses WHERE day < $1::date RETURNING 1', [before])).length;
}
