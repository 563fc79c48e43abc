// page/per of list calls: page from 1, per a number (default 20, at most 100) or 'all'.
import { Type } from '@sinclair/typebox';

export const DEFAULT_PER = 20;
export const MAX_PER = 100;

export const pageQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, description: 'ページ番号（1から）' })),
  per: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: MAX_PER }), Type.Literal('all')], { description: '1ページの件数、または all' }),
  ),
};

export interface Paging {
  page: number;
  /** null means every row ('all'). */
  limit: number | null;
  offset: number;
}

export function paging(query: { page?: number; per?: number | 'all' }): Paging {
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
