// The safety calls (docs/moderation.md): reports, the review queue, watched words and help lines.
import { Type } from 'typebox';
import {
  LIMITS,
  MODERATION_STATES,
  REPORT_REASONS,
  REPORTABLE_KINDS,
  REVIEW_DECISIONS,
  REVIEW_REASONS,
  REVIEW_STATES,
  REVIEW_SUBJECT_KINDS,
  WATCHED_WORD_ACTIONS,
} from '../fields';
import { DateTime, EditBodyOf, Id, Nullable, StrictObject, pageOrAllProperties, pageProperties } from './common';

export const ModerationStateSchema = Type.Enum(MODERATION_STATES);

// ---- reports ----

export const ReportBodySchema = StrictObject({
  item_kind: Type.Enum(REPORTABLE_KINDS, { description: '通報する投稿の種類' }),
  item_id: Id,
  reason: Type.Enum(REPORT_REASONS),
  note: Type.Optional(Type.String({ maxLength: LIMITS.report.note })),
});
/** A report was received: nothing about the item or other reports is told back. */
export const ReportCreatedSchema = Type.Object({ id: Type.Integer(), created_at: DateTime });

// ---- the review queue ----

export const ReviewListQuerySchema = StrictObject({
  ...pageProperties,
  state: Type.Optional(Type.Enum(REVIEW_STATES, { description: 'open（未対応、既定）または closed' })),
});

/** What a review is about, as the queue shows it (its text whole, its author, and its page). */
export const ReviewSubjectSchema = Type.Object({
  kind: Type.Enum(REVIEW_SUBJECT_KINDS),
  id: Type.Integer(),
  /** A question's title, a contact message's subject; null for the others. */
  title: Nullable(Type.String()),
  /** The text as written (a nickname for a profile); null once the item was deleted. */
  text: Nullable(Type.String()),
  author: Nullable(Type.Object({ id: Type.Integer(), nickname: Nullable(Type.String()) })),
  /** The page that shows it (a removal request: the URL it names). */
  url: Nullable(Type.String()),
  moderation: Nullable(ModerationStateSchema),
  deleted: Type.Boolean(),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  state: Type.Enum(REVIEW_STATES),
  /** A crisis word or a 心配な投稿 report: always on top of the queue. */
  crisis: Type.Boolean(),
  subject: ReviewSubjectSchema,
  /** Why it is in the queue, each with what was found (a watched word, the kinds of personal information). */
  reasons: Type.Array(Type.Object({ reason: Type.Enum(REVIEW_REASONS), detail: Nullable(Type.String()) })),
  /** The reports by reason, with their notes (never who sent them). */
  reports: Type.Array(Type.Object({ reason: Type.Enum(REPORT_REASONS), count: Type.Integer(), notes: Type.Array(Type.String()) })),
  /** The decisions this review may take now (the buttons the page shows). */
  next_decisions: Type.Array(Type.Enum(REVIEW_DECISIONS)),
  decisions: Type.Array(Type.Object({ decision: Type.Enum(REVIEW_DECISIONS), decided_at: DateTime })),
  opened_at: DateTime,
  closed_at: Nullable(DateTime),
});
export const ReviewCountsSchema = Type.Object({ open: Type.Integer(), crisis: Type.Integer() });

export const ReviewDecisionBodySchema = StrictObject({
  decision: Type.Enum(REVIEW_DECISIONS),
  /** To the author with hide, warn and suspend (required for warn and suspend). */
  message: Type.Optional(Type.String({ maxLength: LIMITS.review.message })),
});

// ---- watched words ----

export const WatchedWordSchema = Type.Object({
  id: Type.Integer(),
  word: Type.String(),
  action: Type.Enum(WATCHED_WORD_ACTIONS),
  created_at: DateTime,
  updated_at: DateTime,
});
export const WatchedWordListQuerySchema = StrictObject({ ...pageOrAllProperties, action: Type.Optional(Type.Enum(WATCHED_WORD_ACTIONS)) });
export const WatchedWordBodySchema = StrictObject({
  word: Type.String({ minLength: 1, maxLength: LIMITS.watchedWord.word }),
  action: Type.Enum(WATCHED_WORD_ACTIONS),
});
export const WatchedWordEditBodySchema = EditBodyOf(WatchedWordBodySchema);

// ---- help lines (the crisis panel) ----

export const HelpLineSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** As dialled: digits and hyphens (the panel links it as tel:). */
  number: Type.String(),
  hours: Nullable(Type.String()),
  note: Nullable(Type.String()),
  sort_order: Type.Integer(),
  /** The day an operator last called or checked the number. */
  checked_on: Type.String({ format: 'date' }),
  updated_at: DateTime,
});
export const HelpLineListQuerySchema = StrictObject(pageOrAllProperties);
export const HelpLineBodySchema = StrictObject({
  name: Type.String({ minLength: 1, maxLength: LIMITS.helpLine.name }),
  number: Type.String({ minLength: 2, maxLength: LIMITS.helpLine.number, pattern: '^[0-9][0-9-]*[0-9]$', description: '数字とハイフン' }),
  hours: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.helpLine.hours }))),
  note: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.helpLine.note }))),
  sort_order: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.helpLine.sortOrder })),
  checked_on: Type.String({ format: 'date' }),
});
export const HelpLineEditBodySchema = EditBodyOf(HelpLineBodySchema);

