// Reading what a search matched (docs/search.md#relevance): the ids of a page in the order asked for,
// and how many rows matched. Relevance is worked out over a bounded set of candidates: every match when
// there are fewer than CANDIDATES, else the newest CANDIDATES matches and the newest CANDIDATES with
// every word in the title (a common word such as 福祉 matches a third of all questions; ranking them
// all would read the whole table). Pages past the candidates continue newest first.
//
// The newest matches are found one of two ways, and the statement decides which as it runs, because
// the planner cannot: it takes a word's runs of letters for independent, so it expects a few rows of
// グループホーム where a third of all questions hold it. A walk over the newest WALK_ROWS rows, each
// checked against the words (the keys are in the row: no TOAST read, though each check reads all of a
// row's keys), finds them for a common word after a few hundred rows; only when that walk finds too
// few does the GIN index find every match, which is then few enough to sort.
import { countContent } from '../content/content-page-repository';
import type { Database, Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';
import type { Params, SearchSql } from './search-sql';

/** Matches ranked at most (twice: the newest, and the newest with every word in the title). */
export const CANDIDATES = 50;
/** The newest rows a walk looks at before the GIN index is asked instead. */
export const WALK_ROWS = 1000;

/**
 * The candidates `ids` (a subquery of ids) with what their rank reads, each read out of its row once:
 * the title, the text and its reading (long, compressed: every use of the column would read it again),
 * and what the row offers.
 */
const candidateRows = (sql: SearchSql, ids: string) => {
  const { t } = sql;
  const a = t.alias;
  return `SELECT ${a}.id, ${t.date} AS date, ${a}.search_title AS title, (${a}.search_text || '') AS text, (${a}.search_reading || '') AS reading,
                 (${t.standing})::float8 AS standing
            FROM (${ids}) pool JOIN ${t.table} ON ${a}.id = pool.id`;
};

const whereSql = (where: string[]) => where.join(' AND ');

/** The newest WALK_ROWS rows under the table's own filters (an index in date order), with `columns` (all when none are named) and their date as walk_date. */
function recentRows(sql: SearchSql, columns?: readonly string[]): string {
  const { t } = sql;
  const a = t.alias;
  const read = columns ? [`${a}.id`, ...columns.map((c) => `${a}.${c}`)] : [`${a}.*`];
  return `SELECT ${read.join(', ')}, ${t.date} AS walk_date FROM ${t.table}
         WHERE ${whereSql(t.where) || 'TRUE'} ORDER BY ${t.date} DESC, ${a}.id DESC LIMIT ${WALK_ROWS}`;
}

/**
 * CTEs (to follow a WITH) naming `${name}`: the ids and dates of the newest `n` rows meeting `condition`
 * (with the table's own filters), newest first: from a walk over the newest rows when it finds `n`,
 * else from every row the GIN index finds. `${name}_walked` holds what the walk found. `recent` names a
 * CTE of recentRows that several walks of one statement share; without it the walk reads the rows
 * itself (cheaper than keeping the long search columns of a thousand rows).
 */
function newestCte(sql: SearchSql, name: string, condition: string, n: number, recent?: string): string {
  const { t } = sql;
  const a = t.alias;
  const walked = `${name}_walked`;
  const found = `(SELECT count(*) FROM ${walked})`;
  return `${walked} AS MATERIALIZED (
        SELECT ${a}.id, ${a}.walk_date AS date FROM ${recent ?? `(${recentRows(sql)})`} ${a} WHERE ${condition} ORDER BY ${a}.walk_date DESC, ${a}.id DESC LIMIT ${n}
      ), ${name} AS MATERIALIZED (
        SELECT id, date FROM ${walked} WHERE ${found} >= ${n}
        UNION ALL
        (SELECT id, date FROM (SELECT ${a}.id, ${t.date} AS date FROM ${t.table} WHERE ${found} < ${n} AND ${whereSql([...t.where, condition])} OFFSET 0) every
          ORDER BY date DESC, id DESC LIMIT ${n})
      )`;
}

/** The ids of a page, and whether the matches were all counted (fewer than CANDIDATES) and how many. */
export interface MatchedPage {
  ids: number[];
  /** How many rows matched, when fewer than CANDIDATES; null when there are more (count them apart). */
  total: number | null;
}

/** Every word of the query, with the table's own filters left out (newestCte adds them). */
const wordsOf = (sql: SearchSql, p: Params) => whereSql(sql.where(p).slice(sql.t.where.length)) || 'TRUE';

/** A page of the matches, most relevant first (docs/search.md#relevance). */
export async function rankedPage(db: Queryable, sql: SearchSql, page: Paging): Promise<MatchedPage> {
  const { t } = sql;
  const a = t.alias;
  const p = sql.params();
  const words = wordsOf(sql, p);
  // Every word in the title: the row holds them all, so only the short title is looked at.
  const titled = sql.allInTitle(p);
  const rank = sql.rank(p, 'c');
  const ranked = await db.query<{ id: number; matched: number }>(
    `WITH ${newestCte(sql, 'matches', words, CANDIDATES)},
      ${newestCte(sql, 'titled', `(SELECT count(*) FROM matches) >= ${CANDIDATES} AND ${titled}`, CANDIDATES)},
      c AS MATERIALIZED (${candidateRows(sql, 'SELECT id FROM matches UNION SELECT id FROM titled')})
      SELECT c.id, (SELECT count(*) FROM matches)::int AS matched FROM c ORDER BY ${rank} DESC, c.date DESC, c.id DESC`,
    p.values,
  );
  const matched = ranked[0]?.matched ?? 0;
  const total = matched < CANDIDATES ? matched : null;
  const end = page.limit === null ? ranked.length : page.offset + page.limit;
  const ids = ranked.slice(page.offset, end).map((row) => row.id);
  if (total !== null || end <= ranked.length) return { ids, total };
  // Past the ranked candidates: the other matches, newest first.
  const rest = sql.params();
  const restWhere = whereSql(sql.where(rest));
  const seen = rest.add(ranked.map((row) => row.id));
  const window = { ...page, limit: end - Math.max(page.offset, ranked.length), offset: Math.max(0, page.offset - ranked.length) };
  const more = await db.query<{ id: number }>(
    `SELECT ${a}.id FROM ${t.table} WHERE ${restWhere} AND ${a}.id <> ALL(${seen}::int[]) ORDER BY ${t.date} DESC, ${a}.id DESC${limitClause(window, rest.values)}`,
    rest.values,
  );
  return { ids: [...ids, ...more.map((row) => row.id)], total };
}

/** A page of the matches, newest first. */
export async function recentPage(db: Queryable, sql: SearchSql, page: Paging): Promise<MatchedPage> {
  const p = sql.params();
  const words = wordsOf(sql, p);
  if (page.limit === null) {
    const every = await db.query<{ id: number }>(`SELECT ${sql.t.alias}.id FROM ${sql.t.table} WHERE ${whereSql(sql.where(p))} ORDER BY ${sql.t.date} DESC, ${sql.t.alias}.id DESC`, p.values);
    return { ids: every.map((row) => row.id), total: every.length };
  }
  const end = page.offset + page.limit;
  const rows = await db.query<{ id: number }>(`WITH ${newestCte(sql, 'matches', words, end)} SELECT id FROM matches ORDER BY date DESC, id DESC`, p.values);
  const ids = rows.slice(page.offset).map((row) => row.id);
  // Fewer than asked holds every match.
  const total = rows.length < end ? rows.length : null;
  return { ids, total };
}

/** How many rows match, at most `cap` (read through the search index only: content-page-repository.ts). */
export function countMatches(db: Database, sql: SearchSql, cap: number) {
  const p = sql.params();
  return countContent(db, { from: sql.t.table, where: sql.where(p), params: p.values, orderBy: '', countCap: cap });
}

/** Whether anything matches (a related word offered when nothing was found must find something). */
export async function anyMatch(db: Queryable, sql: SearchSql): Promise<boolean> {
  const p = sql.params();
  const row = await db.one(`SELECT 1 FROM ${sql.t.table} WHERE ${whereSql(sql.where(p))} LIMIT 1`, p.values);
  return row !== null;
}

/** How many of the newest rows with a word in their title are candidates of likeness, per word. */
const LIKENESS_CANDIDATES = 25;

/**
 * Rows like the words of a text (similar and related questions), best first: at most `limit`, never
 * `exclude`, only those scoring `atLeast` (a word that counts in the title, or two in the text).
 */
export async function likeIds(db: Queryable, sql: SearchSql, weights: readonly number[], { limit, exclude, atLeast }: { limit: number; exclude: number | null; atLeast: number }): Promise<number[]> {
  const p = sql.params();
  const { inTitles, score } = sql.likeness(p, weights, 'c');
  // The words' walks share the newest rows' short titles.
  const perWord = inTitles.map((inTitle, i) => newestCte(sql, `w${i}`, inTitle, LIKENESS_CANDIDATES, 'recent'));
  const found = inTitles.map((_, i) => `SELECT id FROM w${i}`).join(' UNION ');
  const rows = await db.query<{ id: number }>(
    `WITH recent AS MATERIALIZED (${recentRows(sql, ['search_title_keys', 'search_title'])}), ${perWord.join(', ')},
       c AS MATERIALIZED (${candidateRows(sql, `SELECT id FROM (${found}) found WHERE id <> ${p.add(exclude ?? 0)}`)})
     SELECT id FROM (SELECT c.id, c.date, ${score} AS score FROM c) scored
      WHERE score >= ${p.add(atLeast)}
      ORDER BY score DESC, date DESC, id DESC LIMIT ${p.add(limit)}`,
    p.values,
  );
  return rows.map((row) => row.id);
}
