// Reading what a search matched (docs/search.md#relevance): the ids of a page in the order asked for,
// and how many rows matched. Relevance is worked out over a bounded set of candidates: every match when
// there are fewer than CANDIDATES, else the newest CANDIDATES matches and the newest CANDIDATES with
// every word in the title (a common word such as 福祉 matches a third of all questions; ranking them
// all would read the whole table). Pages past the candidates continue newest first.
import { countContent } from '../content/content-page-repository';
import type { Database, Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';
import type { SearchSql } from './search-sql';

/** Matches ranked at most (twice: the newest, and the newest with every word in the title). */
export const CANDIDATES = 200;

const whereSql = (where: string[]) => where.join(' AND ');

/** The ids of a page, and whether the matches were all counted (fewer than CANDIDATES) and how many. */
export interface MatchedPage {
  ids: number[];
  /** How many rows matched, when fewer than CANDIDATES; null when there are more (count them apart). */
  total: number | null;
}

/** A page of the matches, most relevant first (docs/search.md#relevance). */
export async function rankedPage(db: Queryable, sql: SearchSql, p: Paging): Promise<MatchedPage> {
  const { t } = sql;
  const a = t.alias;
  const order = `${t.date} DESC, ${a}.id DESC`;
  const where = whereSql(sql.where());
  const rank = sql.rank();
  const ranked = await db.query<{ id: number; matched: number }>(
    `WITH matches AS MATERIALIZED (
        SELECT ${a}.id FROM ${t.table} WHERE ${where} ORDER BY ${order} LIMIT ${CANDIDATES}
      ), titled AS MATERIALIZED (
        SELECT ${a}.id FROM ${t.table} WHERE (SELECT count(*) FROM matches) >= ${CANDIDATES} AND ${where} AND ${sql.allInTitle()}
         ORDER BY ${order} LIMIT ${CANDIDATES}
      )
      SELECT ${a}.id, (SELECT count(*) FROM matches)::int AS matched
        FROM (SELECT id FROM matches UNION SELECT id FROM titled) candidate JOIN ${t.table} ON ${a}.id = candidate.id
       ORDER BY ${rank} DESC, ${order}`,
    sql.params,
  );
  const matched = ranked[0]?.matched ?? 0;
  const total = matched < CANDIDATES ? matched : null;
  const end = p.limit === null ? ranked.length : p.offset + p.limit;
  const ids = ranked.slice(p.offset, end).map((row) => row.id);
  if (total !== null || end <= ranked.length) return { ids, total };
  // Past the ranked candidates: the other matches, newest first.
  const params = [...sql.params, ranked.map((row) => row.id)];
  const rest = await db.query<{ id: number }>(
    `SELECT ${a}.id FROM ${t.table} WHERE ${where} AND ${a}.id <> ALL($${params.length}::int[]) ORDER BY ${order}${limitClause({ ...p, limit: end - Math.max(p.offset, ranked.length), offset: Math.max(0, p.offset - ranked.length) }, params)}`,
    params,
  );
  return { ids: [...ids, ...rest.map((row) => row.id)], total };
}

/** A page of the matches, newest first. */
export async function recentPage(db: Queryable, sql: SearchSql, p: Paging): Promise<MatchedPage> {
  const { t } = sql;
  const params = [...sql.params];
  const rows = await db.query<{ id: number }>(
    `SELECT ${t.alias}.id FROM ${t.table} WHERE ${whereSql(sql.where())} ORDER BY ${t.date} DESC, ${t.alias}.id DESC${limitClause(p, params)}`,
    params,
  );
  const ids = rows.map((row) => row.id);
  // A first page shorter than asked holds every match.
  const total = p.offset === 0 && p.limit !== null && ids.length < p.limit ? ids.length : null;
  return { ids, total };
}

/** How many rows match, at most `cap` (read through the search index only: content-page-repository.ts). */
export const countMatches = (db: Database, sql: SearchSql, cap: number) =>
  countContent(db, { from: sql.t.table, where: sql.where(), params: sql.params, orderBy: '', countCap: cap });

/** Whether anything matches (a related word offered when nothing was found must find something). */
export async function anyMatch(db: Queryable, sql: SearchSql): Promise<boolean> {
  const row = await db.one(`SELECT 1 FROM ${sql.t.table} WHERE ${whereSql(sql.where())} LIMIT 1`, sql.params);
  return row !== null;
}

/** How many of the newest rows with a word in their title are candidates of likeness, per word. */
const LIKENESS_CANDIDATES = 25;

/**
 * Rows like the words of a text (similar and related questions), best first: at most `limit`, never
 * `exclude`, only those scoring `atLeast` (a word that counts in the title, or two in the text).
 */
export async function likeIds(db: Queryable, sql: SearchSql, weights: readonly number[], { limit, exclude, atLeast }: { limit: number; exclude: number | null; atLeast: number }): Promise<number[]> {
  const { t } = sql;
  const a = t.alias;
  const { candidates, score } = sql.likeness(weights, LIKENESS_CANDIDATES);
  const params = [...sql.params];
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM (
        SELECT ${a}.id, ${score} AS score, ${t.date} AS date
          FROM (SELECT DISTINCT id FROM (${candidates.join(' UNION ALL ')}) found) candidate JOIN ${t.table} ON ${a}.id = candidate.id
         WHERE ${a}.id <> $${params.push(exclude ?? 0)}
      ) scored
      WHERE score >= $${params.push(atLeast)}
      ORDER BY score DESC, date DESC, id DESC LIMIT $${params.push(limit)}`,
    params,
  );
  return rows.map((row) => row.id);
}
