// How a service of content (questions, columns) reads for people: a page with its total, and one
// item whose read counts a view. Public totals and visitors' items are shared for a moment
// (public-cache.ts); a signed-in caller's own reads are always fresh (their marks are theirs).
import type { SearchOrder } from '@hiroba/contract';
import type { Database } from '../db/database';
import { pageMeta, paging, type PageRequest, type Paging } from '../lib/paging';
import type { Actor } from '../policy/rules';
import { searchContent } from '../search/search-engine';
import type { SearchTable } from '../search/search-sql';
import type { Vocabulary } from '../search/vocabulary/vocabulary';
import { sourceKey, type ContentSource } from './content-page-repository';
import type { PublicCache } from './public-cache';
import type { ViewCounter, Viewer } from './view-counter';

interface ContentReadsOptions<S, R, T> {
  db: Database;
  cache: PublicCache;
  views: ViewCounter;
  /** The cache key's prefix of one item: `question`, `column`. */
  kind: string;
  findPage(db: Database, source: ContentSource, p: Paging, viewerId: number | null): Promise<S[]>;
  count(db: Database, source: ContentSource): Promise<number>;
  /** The rows of these ids, in their order (a keyword search's page). */
  findByIds(db: Database, ids: number[], viewerId: number | null): Promise<S[]>;
  /** Rows as read, with the records they point to put in (shared-records.ts). */
  withRecords(rows: S[]): Promise<R[]>;
  /** A row as the caller receives it (their capabilities added). */
  present(row: R, actor: Actor | null): T;
  /** The search vocabulary as it is now (search/search-word-service.ts). */
  vocabulary(): Promise<Vocabulary>;
}

export function contentReads<S, R, T>({ db, cache, views, kind, findPage, count, findByIds, withRecords, present, vocabulary }: ContentReadsOptions<S, R, T>) {
  return {
    /** A page. `cacheTotal`: false for a person's own list, whose total must be fresh. */
    async page(source: ContentSource, query: PageRequest, actor: Actor | null, cacheTotal = true) {
      const p = paging(query);
      const total = () => count(db, source);
      const [rows, n] = await Promise.all([findPage(db, source, p, actor?.id ?? null).then(withRecords), cacheTotal ? cache.counts.get(sourceKey(source), total) : total()]);
      return { data: rows.map((row) => present(row, actor)), meta: pageMeta(p, n) };
    },

    /**
     * A page of a keyword search (docs/search.md) within a list's filters, most relevant first or newest,
     * with what its words were searched as (meta.search); null when the keyword holds no word (the
     * caller lists without it). Totals are shared for a moment as a list's are.
     */
    async search(table: SearchTable, keyword: string, order: SearchOrder, query: PageRequest, actor: Actor | null) {
      const p = paging(query);
      const found = await searchContent(db, table, keyword, await vocabulary(), order, p, (key, load) => cache.counts.get(key, load));
      if (!found) return null;
      const rows = await withRecords(await findByIds(db, found.ids, actor?.id ?? null));
      return { data: rows.map((row) => present(row, actor)), meta: { ...pageMeta(p, found.total), search: found.info } };
    },

    /**
     * One item as `load` gives it to this caller; visitors share it for a moment. Reading it counts
     * the viewer's view (once per period, view-counter.ts) when `counted` says so (a column's admin
     * preview does not); no viewer, no view (the server's own page drawing, http/viewer.ts).
     */
    async one<I extends { id: number; view_counts: number }>(
      id: number,
      actor: Actor | null,
      viewer: Viewer | null,
      load: (id: number, actor: Actor | null) => Promise<I>,
      counted: (item: I) => boolean = () => true,
    ): Promise<I> {
      const item = actor ? await load(id, actor) : ((await cache.pages.get(`${kind} ${id}`, () => load(id, null))) as I);
      if (!counted(item)) return item;
      const unwritten = viewer ? await views.add(item.id, viewer) : views.pending(item.id);
      return { ...item, view_counts: item.view_counts + unwritten };
    },
  };
}
