// Columns: who may read which (published for everyone; drafts and scheduled ones for admins only),
// writing, scheduling, unpublishing and deleting them (admins, audited), their pictures and what
// they announce. Routes only map HTTP onto this.
import type { ColumnStatus } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import { contentReads } from '../content/content-reads';
import type { PublicCache } from '../content/public-cache';
import type { SharedRecords } from '../content/shared-records';
import type { ViewCounter, Viewer } from '../content/view-counter';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { forbidden, notFound } from '../lib/http-errors';
import { saveImageDataUrl } from '../lib/image-upload';
import type { PageRequest } from '../lib/paging';
import { columnCapabilities, mayManageColumns, type Actor } from '../policy/rules';
import { checkColumnReferences, cleanColumnInput, type ColumnInput } from './column-input';
import type { SearchOrder } from '@hiroba/contract';
import type { Vocabulary } from '../search/vocabulary/vocabulary';
import { POPULAR_COLUMNS, columnListSource, columnSearchTable, columnsInCategory, favoriteColumnsOf, type ColumnFilters } from './column-list-sql';
import { columnPageHead } from './column-page-head';
import { plainJapaneseHints } from './plain-japanese-hints';
import {
  columnsForFeed,
  columnsForSitemap,
  countColumns,
  findColumn,
  findColumnPage,
  findColumnsByIds,
  findStoredColumn,
  insertColumn,
  removeColumn,
  updateColumn,
  type ColumnRecordRow,
  type ColumnRow,
  type StoredColumn,
} from './column-repository';

export const COLUMN_NOT_FOUND = 'コラムが見つかりませんでした。公開が終わったか、URLが間違っている可能性があります。';

type NewColumn = ColumnInput & { title: string; excerpt: string; body: string; category_id: number; status: ColumnStatus };

export type ColumnService = ReturnType<typeof createColumnService>;

export function createColumnService({
  db,
  events,
  cache,
  records,
  views,
  uploadsDir,
  siteUrl,
  vocabulary,
}: {
  db: Database;
  events: DomainEvents;
  cache: PublicCache;
  records: SharedRecords;
  views: ViewCounter;
  uploadsDir: string;
  siteUrl: string;
  vocabulary(): Promise<Vocabulary>;
}) {
  const withCapabilities = <T extends ColumnRow>(row: T, actor: Actor | null) => ({ ...row, ...columnCapabilities(actor) });
  // Public totals are shared for a moment; an admin's lists and a person's own are fresh.
  /** Rows with their category, tags and supervising expert put in from memory (content/shared-records.ts). */
  const withRecords = <R extends ColumnRecordRow>(rows: R[]) => records.embed(rows, 'supervisor');
  const reads = contentReads({ db, cache, views, kind: 'column', findPage: findColumnPage, count: countColumns, findByIds: findColumnsByIds, withRecords, present: withCapabilities, vocabulary });
  const page = reads.page;

  /** The column as this caller may see it: a published one for anyone, any other only for admins. */
  async function visible(id: number, actor: Actor | null) {
    const found = await findColumn(db, id, actor?.id ?? null);
    if (!found || (found.status !== 'published' && !mayManageColumns(actor))) throw notFound(COLUMN_NOT_FOUND);
    const [row] = await withRecords([found]);
    // The reading corrections are the editor's (its form loads them), not the readers'.
    const { reading_corrections: readingCorrections, ...column } = row;
    return withCapabilities(mayManageColumns(actor) ? { ...column, reading_corrections: readingCorrections } : column, actor);
  }

  async function stored(id: number): Promise<StoredColumn> {
    const row = await findStoredColumn(db, id);
    if (!row) throw notFound(COLUMN_NOT_FOUND);
    return row;
  }

  const admin = (actor: Actor, refusal: string) => {
    if (!mayManageColumns(actor)) throw forbidden(refusal);
  };
  const changed = (id: number) => events.publish({ type: 'content.changed', kind: 'column', id });

  /** What an admin did to a column's publication, for the audit log (null: nothing public changed). */
  function publicationAction(before: ColumnStatus | null, after: ColumnStatus): string | null {
    if (before === after) return null;
    if (after === 'published') return 'column.publish';
    if (after === 'scheduled') return 'column.schedule';
    return before === null ? null : 'column.unpublish';
  }

  return {
    /**
     * Visitors and members see published columns only; another status is for admins. A keyword is
     * searched within the other filters (most relevant first unless `order` says new); related_to then
     * does not apply.
     */
    async list(filters: ColumnFilters & { keyword?: string; order?: SearchOrder }, query: PageRequest, actor: Actor | null) {
      const { keyword, order = 'relevance', ...listed } = filters;
      const status = listed.status ?? 'published';
      if (status !== 'published' && !mayManageColumns(actor)) throw forbidden('公開前のコラムは管理者だけが見られます。', 'status');
      const { related_to: _relatedTo, ...searched } = listed;
      const found = keyword ? await reads.search(columnSearchTable({ ...searched, status }), keyword, order, query, actor) : null;
      return found ?? page(columnListSource({ ...listed, status }), query, actor, status === 'published');
    },

    popular: (query: PageRequest, actor: Actor | null) => page(POPULAR_COLUMNS, query, actor),

    byCategory: (categoryId: number, query: PageRequest, actor: Actor | null) => page(columnsInCategory(categoryId), query, actor),

    favorites: (query: PageRequest, actor: Actor) => page(favoriteColumnsOf(actor.id), query, actor, false),

    /**
     * One column; the viewer's first read of a published one in the period counts a view (an admin's
     * preview does not). Visitors share the row for a moment.
     */
    get: (id: number, actor: Actor | null, viewer: Viewer | null) => reads.one(id, actor, viewer, visible, (column) => column.status === 'published'),

    /** The view of a reader of the column's page (web-routes.ts), whose drawing read it as nobody; true when it counted. */
    countView: (id: number, viewer: Viewer) => views.count(id, viewer),

    /** The <head> of the column's page; null unless it is published. */
    pageHead: (id: number) => columnPageHead(db, id, siteUrl),

    /** Published columns for the sitemap, newest publication first. */
    forSitemap: (limit: number) => columnsForSitemap(db, limit),

    /** The newest published columns with their bodies, for the feed. */
    forFeed: (limit: number) => columnsForFeed(db, limit),

    /** The editor's plain-Japanese hints for a text (the route's access lets only column writers call it). */
    plainJapaneseHints: (text: string) => plainJapaneseHints(text),

    async create(input: NewColumn, actor: Actor) {
      admin(actor, 'コラムを書けるのは管理者だけです。');
      const clean = cleanColumnInput(input, null, siteUrl);
      await checkColumnReferences(db, clean);
      const id = await db.transaction(async (tx) => {
        const newId = await insertColumn(tx, actor.id, clean);
        const action = publicationAction(null, clean.status);
        if (action) await audit(tx, actor.id, action, { type: 'column', id: newId }, { title: clean.title, published_at: clean.published_at });
        return newId;
      });
      changed(id);
      return visible(id, actor);
    },

    async update(id: number, input: ColumnInput, actor: Actor) {
      admin(actor, 'コラムを変更できるのは管理者だけです。');
      const current = await stored(id);
      const clean = cleanColumnInput(input, current, siteUrl);
      await checkColumnReferences(db, clean);
      await db.transaction(async (tx) => {
        await updateColumn(tx, id, clean);
        const action = publicationAction(current.status, clean.status);
        if (action) await audit(tx, actor.id, action, { type: 'column', id }, { title: clean.title, published_at: clean.published_at });
      });
      changed(id);
      return visible(id, actor);
    },

    async remove(id: number, actor: Actor) {
      admin(actor, 'コラムを削除できるのは管理者だけです。');
      const current = await stored(id);
      await db.transaction(async (tx) => {
        if (!(await removeColumn(tx, id, actor.id))) throw notFound(COLUMN_NOT_FOUND);
        await audit(tx, actor.id, 'column.delete', { type: 'column', id }, { title: current.title, status: current.status });
      });
      changed(id);
    },

    /** A picture for a column (the eye-catch or the body); answers where it is served. */
    async saveImage(imageData: string, actor: Actor) {
      admin(actor, 'コラムの画像を送れるのは管理者だけです。');
      return { url: await saveImageDataUrl(uploadsDir, imageData, 'image_data') };
    },
  };
}
