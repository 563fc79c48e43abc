// What a column must be before it is written: the sent fields over the stored ones, trimmed, the
// body cleaned (column-html.ts) with the search columns and the table of contents made from it, every
// picture with its alt text, the publication date decided, the references public. Each failure names
// its field.
import type { ColumnStatus } from '@hiroba/contract';
import type { ReadingCorrection } from '@hiroba/contract/reading-aids';
import { checkContentReferences } from '../content/references';
import { searchFieldsOf } from '../search/search-text';
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import { UPLOADED_PICTURE } from '../lib/image-upload';
import { cleanColumnBody } from './column-html';
import type { CleanColumn, StoredColumn } from './column-repository';
import { checkReadingCorrections } from './reading-corrections';

export interface ColumnInput {
  title?: string;
  excerpt?: string;
  body?: string;
  easy_summary?: string | null;
  reading_corrections?: ReadingCorrection[];
  category_id?: number;
  tag_ids?: number[];
  thumbnail?: string | null;
  thumbnail_alt?: string;
  expert_info_id?: number | null;
  status?: ColumnStatus;
  published_at?: string | null;
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

  // The やさしい日本語の要約 is plain text; an empty one (or null) means there is none.
  const easySummary = input.easy_summary !== undefined ? input.easy_summary?.trim() || null : (current?.easy_summary ?? null);

  const readingCorrections = input.reading_corrections !== undefined ? checkReadingCorrections(input.reading_corrections) : (current?.reading_corrections ?? []);

  const status = input.status ?? current!.status;
  // The title, then the excerpt and the body's text (search/search-index.ts writes them so too).
  const search = searchFieldsOf(title, `${excerpt}\n${cleaned.text}`);
  return {
    title,
    excerpt,
    body: cleaned.html,
    toc: JSON.stringify(cleaned.toc),
    easy_summary: easySummary,
    reading_corrections: readingCorrections,
    search,
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
