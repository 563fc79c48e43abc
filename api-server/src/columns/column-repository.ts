// The SQL of columns. Reading: pages through the content module (content/content-page-repository.ts),
// each row with the ids of its category, tags and supervising expert (the service puts the records in
// from content/shared-records.ts); one column with its body and contents. Writing: the search columns
// and the table of contents are written with the body in the same statement (column-input.ts makes
// them), so they never drift apart.
import type { ColumnStatus, ColumnSummary, TocEntry } from '@hiroba/contract';
import type { ReadingCorrection } from '@hiroba/contract/reading-aids';
import { countContent, findContentPage, findRowsByIds, type ContentRows } from '../content/content-page-repository';
import { categoryJson, viewsSql } from '../content/content-sql';
import type { RecordIds } from '../content/shared-records';
import { recordIdsSql } from '../content/shared-records-repository';
import type { Database, Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { searchColumns } from '../search/search-columns-sql';
import type { SearchFields } from '../search/search-text';
import type { Paging } from '../lib/paging';
import { PUBLIC, PUBLISHED_ORDER, type ColumnSource } from './column-list-sql';

/** A column as read, before the caller's capabilities are added (body and contents only for one). */
export type ColumnRow = Omit<ColumnSummary, 'can_edit' | 'can_delete'> & { body?: string; toc?: TocEntry[]; easy_summary?: string | null; reading_corrections?: ReadingCorrection[] };

/** A column's row as the statement reads it: its records by id (content/shared-records.ts puts them in). */
export type ColumnRecordRow = Omit<ColumnRow, 'category' | 'tags' | 'supervisor'> & RecordIds;

function fields(withBody: boolean, viewerParam: number | null): string {
  const viewer = viewerParam === null ? '' : `,\n    EXISTS (SELECT 1 FROM column_favorites f WHERE f.column_id = c.id AND f.user_id = $${viewerParam}) AS favorited`;
  return `c.id, c.title, c.excerpt,${withBody ? ' c.body, c.toc, c.easy_summary, c.reading_corrections,' : ''} c.thumbnail, c.thumbnail_alt, c.status, c.published_at,
    c.favorite_counts, ${viewsSql('column', 'c.id')} AS view_counts, c.created_at, c.updated_at,
    ${recordIdsSql('column', 'c')}${viewer}`;
}

const COLUMN_ROWS: ContentRows = { table: 'columns c', alias: 'c', fields: (viewerParam) => fields(false, viewerParam) };

export const findColumnPage = (db: Queryable, source: ColumnSource, p: Paging, viewerId: number | null) =>
  findContentPage<ColumnRecordRow>(db, COLUMN_ROWS, source, p, viewerId);

/** What a search result shows of a column: the start of its body is enough for the passage. */
export interface ColumnHitRow {
  id: number;
  title: string;
  excerpt: string;
  body: string;
  category: ColumnRow['category'];
  published_at: string | null;
}

/** A result's passage is looked for in this much of a column's body (a column may be 200,000 characters). */
const HIT_BODY_LENGTH = 20_000;

/** The columns of these ids, in their order, as a search result shows them. */
export const findColumnHits = (db: Queryable, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.query<ColumnHitRow>(
        prepared(`SELECT c.id, c.title, c.excerpt, left(c.body, ${HIT_BODY_LENGTH}) AS body, ${categoryJson('c.category_id')} AS category, c.published_at
                    FROM unnest($1::int[]) WITH ORDINALITY AS page(id, ord) JOIN columns c ON c.id = page.id ORDER BY page.ord`),
        [ids],
      );

/** The columns of these ids, in their order (a search's page). */
export const findColumnsByIds = (db: Queryable, ids: number[], viewerId: number | null) => findRowsByIds<ColumnRecordRow>(db, COLUMN_ROWS, ids, viewerId);

export const countColumns = (db: Database, source: ColumnSource) => countContent(db, source);

/** A column that was not deleted, with its body and contents, whatever its status; or null. */
export async function findColumn(db: Queryable, id: number, viewerId: number | null): Promise<(ColumnRecordRow & { body: string; toc: TocEntry[]; easy_summary: string | null; reading_corrections: ReadingCorrection[] }) | null> {
  const params: unknown[] = [id];
  const viewerParam = viewerId === null ? null : params.push(viewerId);
  return db.one(prepared(`SELECT ${fields(true, viewerParam)} FROM columns c WHERE c.id = $1 AND c.deleted_at IS NULL`), params);
}

/** What is stored of a column that a write starts from. */
export interface StoredColumn {
  id: number;
  title: string;
  excerpt: string;
  body: string;
  easy_summary: string | null;
  reading_corrections: ReadingCorrection[];
  thumbnail: string | null;
  thumbnail_alt: string;
  status: ColumnStatus;
  published_at: string | null;
}

export const findStoredColumn = (db: Queryable, id: number) =>
  db.one<StoredColumn>('SELECT id, title, excerpt, body, easy_summary, reading_corrections, thumbnail, thumbnail_alt, status, published_at FROM columns WHERE id = $1 AND deleted_at IS NULL', [id]);

/** Published columns for the sitemap, newest publication first. */
export const columnsForSitemap = (db: Queryable, limit: number) =>
  db.query<{ id: number; updated_at: string }>(`SELECT c.id, c.updated_at FROM columns c WHERE ${PUBLIC.join(' AND ')} ORDER BY ${PUBLISHED_ORDER} LIMIT $1`, [limit]);

/** The newest published columns with their bodies, for the feed. */
export const columnsForFeed = (db: Queryable, limit: number) =>
  db.query<{ id: number; title: string; excerpt: string; body: string; easy_summary: string | null; thumbnail: string | null; published_at: string; updated_at: string; category_title: string | null; supervisor_name: string | null }>(
    `SELECT c.id, c.title, c.excerpt, c.body, c.easy_summary, c.thumbnail, c.published_at, c.updated_at,
            (SELECT cat.title FROM categories cat WHERE cat.id = c.category_id) AS category_title,
            (SELECT ei.name FROM expert_infos ei WHERE ei.id = c.expert_info_id AND ei.status = 'approved') AS supervisor_name
       FROM columns c WHERE ${PUBLIC.join(' AND ')} ORDER BY ${PUBLISHED_ORDER} LIMIT $1`,
    [limit],
  );

/** A column as its page's <head> tells it (column-page-head.ts): the supervisor only while approved. */
export interface ColumnForPage {
  id: number;
  title: string;
  excerpt: string;
  thumbnail: string | null;
  thumbnail_alt: string;
  published_at: string;
  updated_at: string;
  category_title: string | null;
  supervisor: { id: number; name: string; title: string | null } | null;
}

/** The column while it is published, or null. */
export const findColumnForPage = (db: Queryable, id: number) =>
  db.one<ColumnForPage>(
    `SELECT c.id, c.title, c.excerpt, c.thumbnail, c.thumbnail_alt, c.published_at, c.updated_at,
            (SELECT cat.title FROM categories cat WHERE cat.id = c.category_id) AS category_title,
            (SELECT json_build_object('id', ei.id, 'name', ei.name, 'title', ei.title) FROM expert_infos ei
              WHERE ei.id = c.expert_info_id AND ei.status = 'approved') AS supervisor
       FROM columns c WHERE c.id = $1 AND c.status = 'published' AND c.deleted_at IS NULL`,
    [id],
  );

/** The whole column as it will be stored (column-input.ts cleans it). */
export interface CleanColumn {
  title: string;
  excerpt: string;
  body: string;
  toc: string;
  easy_summary: string | null;
  reading_corrections: ReadingCorrection[];
  search: SearchFields;
  thumbnail: string | null;
  thumbnail_alt: string;
  status: ColumnStatus;
  published_at: string | null;
  category_id?: number;
  tag_ids?: number[];
  expert_info_id?: number | null;
}

async function replaceTags(tx: Queryable, columnId: number, tagIds: number[]): Promise<void> {
  await tx.query('DELETE FROM column_tags WHERE column_id = $1', [columnId]);
  if (tagIds.length) await tx.query('INSERT INTO column_tags (column_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [columnId, tagIds]);
}

export async function insertColumn(tx: Queryable, authorUserId: number | null, c: CleanColumn, createdAt?: Date): Promise<number> {
  const params: unknown[] = [c.title, c.excerpt, c.body, c.toc, c.thumbnail, c.thumbnail_alt, c.status, c.published_at,
    c.category_id ?? null, c.expert_info_id ?? null, authorUserId, createdAt ?? null, c.easy_summary, JSON.stringify(c.reading_corrections)];
  const search = searchColumns(c.search, params);
  const row = await tx.one<{ id: number }>(
    `INSERT INTO columns (title, excerpt, body, toc, thumbnail, thumbnail_alt, status, published_at,
                          category_id, expert_info_id, author_user_id, created_at, updated_at, easy_summary, reading_corrections, ${search.names})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12, now()), COALESCE($12, now()), $13, $14::jsonb, ${search.values}) RETURNING id`,
    params,
  );
  await replaceTags(tx, row!.id, c.tag_ids ?? []);
  return row!.id;
}

export async function updateColumn(tx: Queryable, id: number, c: CleanColumn): Promise<void> {
  const params: unknown[] = [id, c.title, c.excerpt, c.body, c.toc, c.thumbnail, c.thumbnail_alt, c.status, c.published_at,
    c.category_id ?? null, c.expert_info_id !== undefined, c.expert_info_id ?? null, c.easy_summary, JSON.stringify(c.reading_corrections)];
  const search = searchColumns(c.search, params);
  await tx.query(
    `UPDATE columns SET title = $2, excerpt = $3, body = $4, toc = $5,
       thumbnail = $6, thumbnail_alt = $7, status = $8, published_at = $9,
       category_id = COALESCE($10, category_id),
       expert_info_id = CASE WHEN $11 THEN $12::int ELSE expert_info_id END,
       easy_summary = $13,
       reading_corrections = $14::jsonb,
       ${search.set},
       updated_at = now()
     WHERE id = $1`,
    params,
  );
  if (c.tag_ids !== undefined) await replaceTags(tx, id, c.tag_ids);
}

/** Soft delete: the row stays for the audit trail; every list and page skips it. */
export async function removeColumn(tx: Queryable, id: number, removedBy: number): Promise<boolean> {
  return (await tx.one('UPDATE columns SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [id, removedBy])) !== null;
}

/** Scheduled columns whose time has come become published; answers their ids (the job's work). */
export async function publishDueColumns(db: Queryable, now = new Date()): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE columns SET status = 'published', updated_at = now()
      WHERE status = 'scheduled' AND deleted_at IS NULL AND published_at <= $1 RETURNING id`,
    [now.toISOString()],
  );
  return rows.map((row) => row.id);
}
