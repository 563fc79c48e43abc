// A page of rows written into SQL: LIMIT and OFFSET (lib/paging.ts works out the page from page/per).
import { PAGING } from '@hiroba/contract';

/** The page asked for; `limit` null means every row ('all'). */
interface PageWindow {
  page: number;
  limit: number | null;
  offset: number;
}

/** ' LIMIT $n OFFSET $m' with the values appended to params (nothing for 'all'). */
export function limitClause(p: PageWindow, params: unknown[]): string {
  if (p.limit === null) return '';
  params.push(p.limit, p.offset);
  return ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
}

// The page sizes the site's own pages ask for (the top page's 3 and 5, the lists' 20), and how
// many of their first pages get a prepared statement of their own.
const PLANNED_PAGE_SIZES: ReadonlySet<number> = new Set([3, 5, 10, PAGING.defaultPer]);
const PLANNED_PAGES = 3;

/**
 * ' LIMIT n OFFSET m' written into the text of a prepared statement, or null where the page should
 * keep parameters (limitClause). PostgreSQL cannot reuse one plan for a LIMIT it does not know (the
 * plan for an unknown LIMIT reads the whole table), so it plans such a statement on every call; with
 * the numbers written in, once per connection (a page of questions: about 0.5 ms of the database's
 * time per call). Only the first pages of the site's own sizes: each one is a statement every
 * connection keeps (about 270 KiB for the questions' list), so their number must stay small.
 */
export function plannedLimitClause(p: PageWindow): string | null {
  if (p.limit === null) return '';
  if (!PLANNED_PAGE_SIZES.has(p.limit) || !Number.isInteger(p.page) || p.page < 1 || p.page > PLANNED_PAGES) return null;
  return ` LIMIT ${p.limit} OFFSET ${p.offset}`;
}
