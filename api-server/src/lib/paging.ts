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

/** A page answer: `{ data, meta }`. */
export async function pageOf<T>(p: Paging, rows: Promise<T[]> | T[], total: Promise<number> | number) {
  const [data, count] = await Promise.all([rows, total]);
  return { data, meta: pageMeta(p, count) };
}
