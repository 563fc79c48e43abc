// ふりがな (docs/reading-aids.md): the stored readings of a question's page and of a column, asked for
// only when the reader turned ふりがな on. A text whose readings are not made yet (a new post, for a
// few seconds) is null: the page shows it without ruby.
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import type { RubySegment } from '../reading-aids';
import { ReadingCorrectionsSchema } from './columns';
import { Id, Nullable, StrictObject } from './common';

/**
 * A [base, reading] pair as exactly two strings, not Type.Tuple: a tuple's `items: [..]` and
 * `additionalItems` are not OpenAPI 3.0, and the API's document must be. For two strings both accept
 * the very same values, so the answers are checked as strictly as before, by the schema the document
 * shows; the type stays the pair.
 */
const RubyPairSchema = Type.Unsafe<Exclude<RubySegment, string>>(Type.Array(Type.String(), { minItems: 2, maxItems: 2 }));

/** RubyText (reading-aids.ts): plain runs and [base, reading] pairs. */
export const RubyTextSchema = Type.Array(Type.Union([Type.String(), RubyPairSchema]));

export const ReplyReadingsSchema = Type.Object({ id: Id, body: Nullable(RubyTextSchema) });
export const CommentReadingsSchema = Type.Object({ id: Id, body: Nullable(RubyTextSchema), replies: Type.Array(ReplyReadingsSchema) });
/** The question's title and body, and each answer, comment and reply the caller sees on its page. */
export const QuestionReadingsSchema = Type.Object({
  title: Nullable(RubyTextSchema),
  body: Nullable(RubyTextSchema),
  comments: Type.Array(CommentReadingsSchema),
});
/** The column's title, and its body as HTML with <ruby> (made from the sanitised body). */
export const ColumnReadingsSchema = Type.Object({ title: Nullable(RubyTextSchema), body_html: Nullable(Type.String()) });

/**
 * The column editor's ふりがな preview (POST /api/v1/columns/readings_preview): the title and body as
 * typed, with the corrections as typed; nothing is stored. The same limits as the column's own.
 */
export const ColumnReadingsPreviewBodySchema = StrictObject({
  title: Type.String({ maxLength: LIMITS.column.title }),
  body: Type.String({ maxLength: LIMITS.column.body }),
  reading_corrections: ReadingCorrectionsSchema,
});
/** The preview: the title's ruby and the (sanitised) body as HTML with <ruby>, made with the corrections. */
export const ColumnReadingsPreviewSchema = Type.Object({ title: RubyTextSchema, body_html: Type.String() });
