// The search columns of rows written with an older folding (SEARCH_VERSION, migration 018): found a
// batch at a time, written again only while their text is still the one folded.
import type { RubyText } from '@hiroba/contract/reading-aids';
import type { Queryable } from '../db/database';
import { searchColumns } from './search-columns-sql';
import type { SearchFields } from './search-text';

export const staleQuestions = (db: Queryable, version: number, limit: number) =>
  db.query<{ id: number; title: string; body: string; title_ruby: RubyText | null; body_ruby: RubyText | null }>(
    'SELECT id, title, body, title_ruby, body_ruby FROM questions WHERE search_version < $1 ORDER BY search_version, id DESC LIMIT $2',
    [version, limit],
  );

export function saveQuestionSearch(db: Queryable, q: { id: number; title: string; body: string }, f: SearchFields) {
  const params: unknown[] = [q.id, q.title, q.body, f.search_version];
  const search = searchColumns(f, params);
  return db.query(`UPDATE questions SET ${search.set} WHERE id = $1 AND title = $2 AND body = $3 AND search_version < $4`, params);
}

export const staleColumns = (db: Queryable, version: number, limit: number) =>
  db.query<{ id: number; title: string; excerpt: string; body: string }>(
    'SELECT id, title, excerpt, body FROM columns WHERE search_version < $1 ORDER BY search_version, id DESC LIMIT $2',
    [version, limit],
  );

export function saveColumnSearch(db: Queryable, c: { id: number; title: string; excerpt: string; body: string }, f: SearchFields) {
  const params: unknown[] = [c.id, c.title, c.excerpt, c.body, f.search_version];
  const search = searchColumns(f, params);
  return db.query(`UPDATE columns SET ${search.set} WHERE id = $1 AND title = $2 AND excerpt = $3 AND body = $4 AND search_version < $5`, params);
}
