// page/per of list calls: page from 1, per a number (default 20, at most 100) or 'all' where the
// call allows it (the query schemas in @hiroba/contract say which).
import { PAGING } from '@hiroba/contract';

export const DEFAULT_PER = PAGING.defaultPer;
export const MAX_PER = PAGING.maxPer;

export interface PageRequest {
  page?: number;
  per?: number | 'all';
}

export interface Paging {
  page: number;
  /** null means every row ('all'). */
  limit: number | null;
  offset: number;
}

export function paging(query: PageRequest): Paging {
  const page = query.page ?? 1;
  if (query.per === 'all') return { page: 1, limit: null, offset: 0 };
  const per = query.per ?? DEFAULT_PER;
  return { page, limit: per, offset: (page - 1) * per };
}

export function pageMeta(p: Paging, total: number) {
  const per = p.limit ?? total;
  return { page: p.page, per, total, total_pages: per === 0 ? 0 : Math.ceil(total / per) };
}

/** ' LIMIT $n OFFSET $m' with the values appended to params (nothing for 'all'). */
export function limitClause(p: Paging, params: unknown[]): string {
  if (p.limit === null) return '';
  params.push(p.limit, p.offset);
  return ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
}

// The page sizes the site's own pages ask for (the top page's 3 and 5, the lists' 20), and how
// many of their first pages get a prepared statement of their own.
const PLANNED_PAGE_SIZES: ReadonlySet<number> = new Set([3, 5, 10, DEFAULT_PER]);
const PLANNED_PAGES = 3;

/**
 * ' LIMIT n OFFSET m' written into the text of a prepared statement, or null where the page should
 * keep parameters (limitClause). PostgreSQL cannot reuse one plan for a LIMIT it does not know (the
 * plan for an unknown LIMIT reads the whole table), so it plans such a statement on every call; with
 * the numbers written in, once per connection (a page of questions: about 0.5 ms of the database's
 * time per call). Only the first pages of the site's own sizes: each one is a statement every
 * connection keeps (about 270 KiB for the questions' list), so their number must stay small.
 */
export function plannedLimitClause(p: Paging): string | null {
  if (p.limit === null) return '';
  if (!PLANNED_PAGE_SIZES.has(p.limit) || !Number.isInteger(p.page) || p.page < 1 || p.page > PLANNED_PAGES) return null;
  return ` LIMIT ${p.limit} OFFSET ${p.offset}`;
}

/** A page answer: `{ data, meta }`. */
export async function pageOf<T>(p: Paging, rows: Promise<T[]> | T[], total: Promise<number> | number) {
  const [data, count] = await Promise.all([rows, total]);
  return { data, meta: pageMeta(p, count) };
}
