// The SQL of watched words (watched_words).
import type { WatchedWord, WatchedWordAction } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

const WORD_COLUMNS = 'id, word, action, created_at, updated_at';

/** Every word, for screening a text (a few hundred at most: read whole). */
export const allWatchedWords = (db: Queryable) => db.query<{ word: string; action: WatchedWordAction }>('SELECT word, action FROM watched_words');

export async function listWatchedWords(db: Queryable, action: WatchedWordAction | undefined, page: Paging) {
  const params: unknown[] = [];
  const where = action ? `WHERE action = $${params.push(action)}` : '';
  const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM watched_words ${where}`, params);
  const rows = await db.query<WatchedWord>(`SELECT ${WORD_COLUMNS} FROM watched_words ${where} ORDER BY action, word, id${limitClause(page, params)}`, params);
  return { rows, total: counted?.total ?? 0 };
}

export const findWatchedWord = (db: Queryable, id: number) => db.one<WatchedWord & { normalized: string }>(`SELECT ${WORD_COLUMNS}, normalized FROM watched_words WHERE id = $1`, [id]);

/** Null when the word (as matching sees it) is on the list already. */
export const insertWatchedWord = (tx: Queryable, word: { word: string; normalized: string; action: WatchedWordAction }) =>
  tx.one<WatchedWord>(
    `INSERT INTO watched_words (word, normalized, action) VALUES ($1, $2, $3) ON CONFLICT (normalized) DO NOTHING RETURNING ${WORD_COLUMNS}`,
    [word.word, word.normalized, word.action],
  );

/** Null when another entry holds the new word. */
export const updateWatchedWord = (tx: Queryable, id: number, word: { word: string; normalized: string; action: WatchedWordAction }) =>
  tx.one<WatchedWord>(
    `UPDATE watched_words SET word = $2, normalized = $3, action = $4, updated_at = now()
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM watched_words o WHERE o.normalized = $3 AND o.id <> $1)
      RETURNING ${WORD_COLUMNS}`,
    [id, word.word, word.normalized, word.action],
  );

export const deleteWatchedWord = async (tx: Queryable, id: number) => (await tx.one('DELETE FROM watched_words WHERE id = $1 RETURNING id', [id])) !== null;
