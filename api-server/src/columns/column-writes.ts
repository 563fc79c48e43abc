// Writing columns. The body is cleaned (column-html.ts) before anything is stored, and the search
// columns and the table of contents are written with it in the same statement, so they never drift
// apart. Each failure names its field.
import type { ColumnStatus } from '@hiroba/contract';
import { checkContentReferences } from '../content/references';
import { searchFieldsOf } from '../content/search-text';
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import { UPLOADED_PICTURE } from '../lib/image-upload';
import { cleanColumnBody } from './column-html';

export interface ColumnInput {
  title?: string;
  excerpt?: string;
  body?: string;
  category_id?: number;
  tag_ids?: number[];
  thumbnail?: string | null;
  thumbnail_alt?: string;
  expert_info_id?: number | null;
  status?: ColumnStatus;
  published_at?: string | null;
}

/** What is stored of a column that a write starts from. */
export interface StoredColumn {
  id: number;
  title: string;
  excerpt: string;
  body: string;
  thumbnail: string | null;
  thumbnail_alt: string;
  status: ColumnStatus;
  published_at: string | null;
}


function required(value: string | undefined, field: string, message: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(field, message);
  return trimmed;
}

/** When the column is (or will be) published, by the status asked for; null for a draft never published. */
function publicationDate(status: ColumnStatus, sent: string | null | undefined, current: StoredColumn | null, now: Date): string | null {
  const sentDate = sent ? new Date(sent) : null;
  if (status === 'scheduled') {
    if (!sentDate) throw badRequest('published_at', '公開予約には公開日時を指定してください。');
    if (sentDate <= now) throw badRequest('published_at', '公開日時は今より後の日時を指定してください。');
    return sentDate.toISOString();
  }
  if (status === 'published') {
    if (sentDate && sentDate > now) throw badRequest('published_at', '先の日時に公開するときは「公開予約」を選んでください。');
    // Published again after an unpublish, or edited: it keeps its first publication date.
    if (sentDate) return sentDate.toISOString();
    if (current?.published_at && current.status !== 'scheduled' && new Date(current.published_at) <= now) return current.published_at;
    return now.toISOString();
  }
  // A draft keeps the date it was first published on (shown again if it is published again).
  return current?.status === 'published' ? current.published_at : null;
}

export interface CleanColumn {
  title: string;
  excerpt: string;
  body: string;
  toc: string;
  search_text: string;
  search_bigrams: string[];
  thumbnail: string | null;
  thumbnail_alt: string;
  status: ColumnStatus;
  published_at: string | null;
  category_id?: number;
  tag_ids?: number[];
  expert_info_id?: number | null;
}

/**
 * The whole column as it will be stored: the sent fields over the current ones, trimmed, the body
 * cleaned, every picture with its alt text and the publication date decided.
 */
export function cleanColumnInput(input: ColumnInput, current: StoredColumn | null, siteOrigin: string, now = new Date()): CleanColumn {
  const title = required(input.title, 'title', 'タイトルを入力してください。') ?? current!.title;
  const excerpt = required(input.excerpt, 'excerpt', 'リード文を入力してください。') ?? current!.excerpt;
  const cleaned = cleanColumnBody(input.body ?? current!.body, siteOrigin);
  if (!cleaned.text && !cleaned.html.includes('<img')) throw badRequest('body', '本文を入力してください。');
  if (cleaned.picturesWithoutAlt.length) throw badRequest('body', '本文の画像すべてに代替テキスト（画像の説明）を入力してください。');

  const thumbnail = input.thumbnail !== undefined ? input.thumbnail : (current?.thumbnail ?? null);
  if (thumbnail !== null && !UPLOADED_PICTURE.test(thumbnail)) throw badRequest('thumbnail', 'アイキャッチ画像をもう一度アップロードしてください。');
  const thumbnailAlt = thumbnail === null ? '' : (input.thumbnail_alt ?? current?.thumbnail_alt ?? '').trim();
  if (thumbnail !== null && !thumbnailAlt) throw badRequest('thumbnail_alt', 'アイキャッチ画像の代替テキスト（画像の説明）を入力してください。');

  const status = input.status ?? current!.status;
  const search = searchFieldsOf(title, `${excerpt}\n${cleaned.text}`);
  return {
    title,
    excerpt,
    body: cleaned.html,
    toc: JSON.stringify(cleaned.toc),
    ...search,
    thumbnail,
    thumbnail_alt: thumbnailAlt,
    status,
    published_at: publicationDate(status, input.published_at, current, now),
    category_id: input.category_id,
    tag_ids: input.tag_ids,
    expert_info_id: input.expert_info_id,
  };
}

/** The category and tags must be published, the supervisor an approved expert. */
export const checkColumnReferences = (db: Queryable, input: Pick<ColumnInput, 'category_id' | 'tag_ids' | 'expert_info_id'>) =>
  checkContentReferences(db, input, '監修者には承認済みの専門家を選んでください。');

async function replaceTags(tx: Queryable, columnId: number, tagIds: number[]): Promise<void> {
  await tx.query('DELETE FROM column_tags WHERE column_id = $1', [columnId]);
  if (tagIds.length) await tx.query('INSERT INTO column_tags (column_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [columnId, tagIds]);
}

export async function insertColumn(tx: Queryable, authorUserId: number | null, c: CleanColumn, createdAt?: Date): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO columns (title, excerpt, body, toc, search_text, search_bigrams, thumbnail, thumbnail_alt, status, published_at,
                          category_id, expert_info_id, author_user_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, COALESCE($14, now()), COALESCE($14, now())) RETURNING id`,
    [c.title, c.excerpt, c.body, c.toc, c.search_text, c.search_bigrams, c.thumbnail, c.thumbnail_alt, c.status, c.published_at,
     c.category_id ?? null, c.expert_info_id ?? null, authorUserId, createdAt ?? null],
  );
  await replaceTags(tx, row!.id, c.tag_ids ?? []);
  return row!.id;
}

export async function updateColumn(tx: Queryable, id: number, c: CleanColumn): Promise<void> {
  await tx.query(
    `UPDATE columns SET title = $2, excerpt = $3, body = $4, toc = $5, search_text = $6, search_bigrams = $7,
       thumbnail = $8, thumbnail_alt = $9, status = $10, published_at = $11,
       category_id = COALESCE($12, category_id),
       expert_info_id = CASE WHEN $13 THEN $14::int ELSE expert_info_id END,
       updated_at = now()
     WHERE id = $1`,
    [id, c.title, c.excerpt, c.body, c.toc, c.search_text, c.search_bigrams, c.thumbnail, c.thumbnail_alt, c.status, c.published_at,
     c.category_id ?? null, c.expert_info_id !== undefined, c.expert_info_id ?? null],
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
