// The search columns of rows written with an older folding (SEARCH_VERSION, migration 018): found a
// batch at a time, written again only while their text is still the one folded.
import type { RubyText } from '@hiroba/contract/reading-aids';
import type { Queryable } from '../db/database';
import type { SearchFields } from './search-text';

export const staleQuestions = (db: Queryable, version: number, limit: number) =>
  db.query<{ id: number; title: string; body: string; title_ruby: RubyText | null; body_ruby: RubyText | null }>(
    'SELECT id, title, body, title_ruby, body_ruby FROM questions WHERE search_version < $1 ORDER BY search_version, id DESC LIMIT $2',
    [version, limit],
  );

export const saveQuestionSearch = (db: Queryable, q: { id: number; title: string; body: string }, f: SearchFields) =>
  db.query(
    `UPDATE questions SET search_text = $4, search_reading = $5, search_bigrams = $6, search_version = $7
      WHERE id = $1 AND title = $2 AND body = $3 AND search_version < $7`,
    [q.id, q.title, q.body, f.search_text, f.search_reading, f.search_bigrams, f.search_version],
  );

export const staleColumns = (db: Queryable, version: number, limit: number) =>
  db.query<{ id: number; title: string; excerpt: string; body: string }>(
    'SELECT id, title, excerpt, body FROM columns WHERE search_version < $1 ORDER BY search_version, id DESC LIMIT $2',
    [version, limit],
  );

export const saveColumnSearch = (db: Queryable, c: { id: number; title: string; excerpt: string; body: string }, f: SearchFields) =>
  db.query(
    `UPDATE columns SET search_text = $5, search_reading = $6, search_bigrams = $7, search_version = $8
      WHERE id = $1 AND title = $2 AND excerpt = $3 AND body = $4 AND search_version < $8`,
    [c.id, c.title, c.excerpt, c.body, f.search_text, f.search_reading, f.search_bigrams, f.search_version],
  );
