// The column calls: articles written by the operators, their favorites and pictures.
import { Type } from 'typebox';
import { COLUMN_STATUSES, LIMITS, MAX_IMAGE_DATA_URL_LENGTH, SEARCH_ORDERS } from '../fields';
import { EASY_SUMMARY_MAX, HIRAGANA_READING, KANJI, READING_CORRECTION_LIMITS } from '../reading-aids';
import { DateTime, EditBodyOf, Id, Nullable, StrictObject, pageProperties } from './common';
import { CategorySchema, TagSchema } from './taxonomy';
import { ExpertInfoSchema } from './users';

export const ColumnStatusSchema = Type.Enum(COLUMN_STATUSES);

/** One heading of the body, for the table of contents; `id` is the heading's id in the body. */
export const TocEntrySchema = Type.Object({ id: Type.String(), level: Type.Integer({ minimum: 2, maximum: 4 }), text: Type.String() });

/**
 * One reading correction (docs/reading-aids.md#reading-corrections): a term with a kanji, read as
 * `reading` (hiragana) wherever it is in this column. Errors name the row's field
 * (reading_corrections.2.reading), so the editor shows them beside it.
 */
export const ReadingCorrectionSchema = StrictObject({
  term: Type.String({ minLength: 1, maxLength: READING_CORRECTION_LIMITS.termMax, pattern: KANJI.source }),
  reading: Type.String({ minLength: 1, maxLength: READING_CORRECTION_LIMITS.readingMax, pattern: HIRAGANA_READING.source }),
});
/** A column's corrections: at most 50, each term once (the server checks that, and that no reading is a slur). */
export const ReadingCorrectionsSchema = Type.Array(ReadingCorrectionSchema, { maxItems: READING_CORRECTION_LIMITS.count });

/** A column in a list: the lead instead of the body. */
export const ColumnSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The lead, written by the editor. */
  excerpt: Type.String(),
  /** The eye-catch picture's URL path, or null. */
  thumbnail: Nullable(Type.String()),
  /** The eye-catch's alt text ("" when there is no picture). */
  thumbnail_alt: Type.String(),
  category: Nullable(CategorySchema),
  tags: Type.Array(TagSchema),
  /** The approved expert who supervised the article (監修者). */
  supervisor: Nullable(ExpertInfoSchema),
  status: ColumnStatusSchema,
  /** When it was or will be published; null for a draft never scheduled. */
  published_at: Nullable(DateTime),
  favorite_counts: Type.Integer(),
  view_counts: Type.Integer(),
  /** Present when the caller is signed in. */
  favorited: Type.Optional(Type.Boolean()),
  can_edit: Type.Boolean(),
  can_delete: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});
/** GET /api/v1/columns/{id}: the whole column; body is clean HTML (the server's allowlist). */
export const ColumnSchema = Type.Interface([ColumnSummarySchema], {
  body: Type.String(),
  toc: Type.Array(TocEntrySchema),
  /** やさしい日本語の要約 (plain text, written by the editor), or null when there is none. */
  easy_summary: Nullable(Type.String()),
  /** The author's reading corrections (ふりがな); only for who may edit the column (the editor). */
  reading_corrections: Type.Optional(ReadingCorrectionsSchema),
});

/** The answer of a favorite or unfavorite; id is the favorite's (null after removing it). */
export const ColumnFavoriteStateSchema = Type.Object({
  id: Nullable(Type.Integer()),
  column_id: Type.Integer(),
  favorite_counts: Type.Integer(),
  favorited: Type.Boolean(),
});

/** POST /api/v1/columns/images: where the uploaded picture is served. */
export const ColumnImageSchema = Type.Object({ url: Type.String() });

// ---- requests ----

export const ColumnPageQuerySchema = StrictObject(pageProperties);
export const ColumnListQuerySchema = StrictObject({
  ...pageProperties,
  /** Visitors and members see published columns only; admins may ask any status (all: every one). */
  status: Type.Optional(Type.Union([ColumnStatusSchema, Type.Literal('all')], { description: '公開状態（管理者のみ published 以外）' })),
  category: Type.Optional(Type.Union([Id, Type.String({ minLength: 1, maxLength: LIMITS.category.title })], { description: 'カテゴリのIDまたは名前' })),
  /** A tag's title (/column/search/{tag}). */
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.tag.title, description: 'タグの名前' })),
  keyword: Type.Optional(Type.String({ maxLength: LIMITS.keyword, description: 'キーワード（空白で区切ると、すべてを含むもの）' })),
  order: Type.Optional(Type.Enum(SEARCH_ORDERS, { description: 'キーワードのときの並び順：関連度順（relevance、既定）・新しい順（new）' })),
  /** Columns sharing the category or a tag with this one, most shared tags first (the column itself left out). */
  related_to: Type.Optional(Id),
});
export const ColumnsByCategoryQuerySchema = StrictObject({ ...pageProperties, category_id: Id });

const title = Type.String({ minLength: 1, maxLength: LIMITS.column.title });
const excerpt = Type.String({ minLength: 1, maxLength: LIMITS.column.excerpt });
const body = Type.String({ minLength: 1, maxLength: LIMITS.column.body });
const tagIds = Type.Array(Id, { maxItems: LIMITS.column.tags, uniqueItems: true });
/** A URL path given by POST /api/v1/columns/images. */
const thumbnail = Nullable(Type.String({ maxLength: 200 }));
const thumbnailAlt = Type.String({ maxLength: LIMITS.column.thumbnailAlt });
/** Plain text; empty (or only spaces) removes it. */
const easySummary = Nullable(Type.String({ maxLength: EASY_SUMMARY_MAX }));
/**
 * status: draft, published (now, or kept at its date when already published) or scheduled (then
 * published_at, in the future, is required). thumbnail_alt is required with a thumbnail;
 * expert_info_id names an approved expert (監修者); easy_summary is the やさしい日本語の要約 ("" or null: none).
 */
export const ColumnCreateBodySchema = StrictObject({
  title,
  excerpt,
  body,
  category_id: Id,
  tag_ids: Type.Optional(tagIds),
  thumbnail: Type.Optional(thumbnail),
  thumbnail_alt: Type.Optional(thumbnailAlt),
  expert_info_id: Type.Optional(Nullable(Id)),
  easy_summary: Type.Optional(easySummary),
  reading_corrections: Type.Optional(ReadingCorrectionsSchema),
  status: ColumnStatusSchema,
  published_at: Type.Optional(Nullable(DateTime)),
});
export const ColumnUpdateBodySchema = EditBodyOf(ColumnCreateBodySchema);
/** A picture for the body or the eye-catch, as a data: URL (PNG, JPEG or WebP, at most 2 MB). */
export const ColumnImageBodySchema = StrictObject({ image_data: Type.String({ minLength: 1, maxLength: MAX_IMAGE_DATA_URL_LENGTH }) });

/** A favorite names its column; user_id, if sent, must be the caller (403 otherwise). */
export const ColumnReactionBodySchema = StrictObject({ column_id: Id, user_id: Type.Optional(Id) });
