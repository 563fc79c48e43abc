// Reading a page of content (questions, columns): one statement per page (the page's ids by an
// index-backed order, then each row with what the kind's fields read), one count.
import type { Database, Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { limitClause, plannedLimitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

/**
 * Where a page comes from: `from` names the kind's rows under its alias (maybe joined), `where`
 * holds conditions, `orderBy` an order an index can walk. Values go in `params`.
 */
export interface ContentSource {
  from: string;
  where: string[];
  orderBy: string;
  params: unknown[];
  /** Count at most this many (a keyword common to a third of all rows would cost a full scan). */
  countCap?: number;
  /**
   * The page's statement may be prepared (db/prepared.ts): only where one plan suits every value
   * of the parameters (never a keyword, whose words range from rare to everywhere).
   */
  prepare?: boolean;
}

/** How a kind's rows are read once their ids are known. */
export interface ContentRows {
  /** The table and its alias, e.g. `questions q`. */
  table: string;
  alias: string;
  /** The select list; `viewerParam` is the $n holding the signed-in caller's id, or null. */
  fields(viewerParam: number | null): string;
}

const whereSql = (where: string[]) => (where.length ? ` WHERE ${where.join(' AND ')}` : '');

/** One page of rows in the source's order. */
export async function findContentPage<T>(db: Queryable, rows: ContentRows, source: ContentSource, p: Paging, viewerId: number | null): Promise<T[]> {
  const { table, alias } = rows;
  if (!source.prepare) return findPageByIds(db, rows, source, p, viewerId);
  const params = [...source.params];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  // The first pages have their LIMIT written in, so their plan is made once per connection; a later
  // page keeps parameters and is planned on each call (db/page-clause.ts).
  const planned = plannedLimitClause(p);
  // The page's ids first (an index walk that stops after LIMIT + OFFSET rows), then the nested
  // objects for those rows only.
  const sql = `WITH page AS MATERIALIZED (
      SELECT ${alias}.id, row_number() OVER (ORDER BY ${source.orderBy}) AS ord
        FROM ${source.from}${whereSql(source.where)}
       ORDER BY ${source.orderBy}${planned ?? limitClause(p, params)})
    SELECT ${rows.fields(viewerParam)} FROM page JOIN ${table} ON ${alias}.id = page.id ORDER BY page.ord`;
  return db.query<T>(prepared(sql), params);
}

/**
 * A page whose ids need a plan of their own (a keyword: rare and common words want different
 * paths): the ids by a small statement planned for its values, then the rows by one prepared
 * statement that every such page shares, so the long text is neither sent nor planned each time.
 */
async function findPageByIds<T>(db: Queryable, rows: ContentRows, source: ContentSource, p: Paging, viewerId: number | null): Promise<T[]> {
  const { alias } = rows;
  const params = [...source.params];
  const ids = await db.query<{ id: number }>(
    `SELECT ${alias}.id FROM ${source.from}${whereSql(source.where)} ORDER BY ${source.orderBy}${limitClause(p, params)}`,
    params,
  );
  return findRowsByIds(db, rows, ids.map((row) => row.id), viewerId);
}

/** The rows of these ids in their order, by one prepared statement every such page shares (a search's page, whose ids came from the search). */
export async function findRowsByIds<T>(db: Queryable, rows: ContentRows, ids: number[], viewerId: number | null): Promise<T[]> {
  if (ids.length === 0) return [];
  const { table, alias } = rows;
  const rowParams: unknown[] = [ids];
  const viewerParam = viewerId === null ? null : rowParams.push(viewerId);
  const sql = prepared(`SELECT ${rows.fields(viewerParam)}
      FROM unnest($1::int[]) WITH ORDINALITY AS page(id, ord) JOIN ${table} ON ${alias}.id = page.id ORDER BY page.ord`);
  return db.query<T>(sql, rowParams);
}

/**
 * How many rows the source holds, at most its countCap. A capped count (a keyword) reads the
 * matches through the search index only: left to itself the planner scans the table until the cap,
 * checking every row's bigrams, which costs 5–10 times more on a common word.
 */
export async function countContent(db: Database, source: ContentSource): Promise<number> {
  const from = `${source.from}${whereSql(source.where)}`;
  if (!source.countCap) {
    const row = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, source.params);
    return row?.total ?? 0;
  }
  const sql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} LIMIT ${source.countCap}) capped`;
  const row = await db.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_seqscan = off');
    return tx.one<{ total: number }>(sql, source.params);
  });
  return row?.total ?? 0;
}

/** A stable cache key for the count of a source. */
export const sourceKey = (source: ContentSource) => JSON.stringify([source.from, source.where, source.params]);
