// Reading columns: pages through the content module (content/content-pages.ts), each row with its
// category, tags and supervising expert built as JSON; one column with its body and contents.
import type { ColumnSummary, TocEntry } from '@hiroba/contract';
import { countContent, findContentPage, type ContentRows, type ContentSource } from '../content/content-pages';
import { viewsSql } from '../content/content-kinds';
import { approvedExpertJson, categoryJson, contentTagsJson } from '../content/json-sql';
import type { Database, Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import type { Paging } from '../lib/paging';

/** A column as read, before the caller's capabilities are added (body and contents only for one). */
export type ColumnRow = Omit<ColumnSummary, 'can_edit' | 'can_delete'> & { body?: string; toc?: TocEntry[] };

/** Where a page of columns comes from (the columns under the alias `c`). */
export type ColumnSource = ContentSource;

/** The public order: newest publication first (drafts, without a date, come first for admins). */
export const PUBLISHED_ORDER = 'c.published_at DESC, c.id DESC';
export const HOT_ORDER = 'c.hot_score DESC, c.id DESC';
/** Published and not deleted: what visitors may read. */
export const PUBLIC = ["c.status = 'published'", 'c.deleted_at IS NULL'];

function fields(withBody: boolean, viewerParam: number | null): string {
  const viewer = viewerParam === null ? '' : `,\n    EXISTS (SELECT 1 FROM column_favorites f WHERE f.column_id = c.id AND f.user_id = $${viewerParam}) AS favorited`;
  return `c.id, c.title, c.excerpt,${withBody ? ' c.body, c.toc,' : ''} c.thumbnail, c.thumbnail_alt, c.status, c.published_at,
    c.favorite_counts, ${viewsSql('column', 'c.id')} AS view_counts, c.created_at, c.updated_at,
    ${categoryJson('c.category_id')} AS category,
    ${contentTagsJson('column', 'c.id')} AS tags,
    ${approvedExpertJson('c.expert_info_id')} AS supervisor${viewer}`;
}

const COLUMN_ROWS: ContentRows = { table: 'columns c', alias: 'c', fields: (viewerParam) => fields(false, viewerParam) };

export const findColumnPage = (db: Queryable, source: ColumnSource, p: Paging, viewerId: number | null) =>
  findContentPage<ColumnRow>(db, COLUMN_ROWS, source, p, viewerId);

export const countColumns = (db: Database, source: ColumnSource) => countContent(db, source);

/** A column that was not deleted, with its body and contents, whatever its status; or null. */
export async function findColumn(db: Queryable, id: number, viewerId: number | null): Promise<(ColumnRow & { body: string; toc: TocEntry[] }) | null> {
  const params: unknown[] = [id];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  return db.one(prepared(`SELECT ${fields(true, viewerParam)} FROM columns c WHERE c.id = $1 AND c.deleted_at IS NULL`), params);
}
