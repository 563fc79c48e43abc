// The SQL of the review queue (reviews), the reports that feed it (reports) and the moderation state
// of the posts it decides on. A review's decisions are read back from the audit log, where each is
// recorded (audit_logs, target_type 'review').
import type { ModerationState, ReportableKind, ReportReason, ReviewDecision, ReviewReason, ReviewState, ReviewSubjectKind } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import { ITEM_TABLES } from '../items/item-kinds';
import type { Paging } from '../lib/paging';

export interface ReviewReasonEntry {
  reason: ReviewReason;
  detail: string | null;
}

export interface ReviewRow {
  id: number;
  subject_kind: ReviewSubjectKind;
  subject_id: number;
  state: ReviewState;
  crisis: boolean;
  reasons: ReviewReasonEntry[];
  opened_at: string;
  closed_at: string | null;
}

const REVIEW_COLUMNS = 'id, subject_kind, subject_id, state, crisis, reasons, opened_at, closed_at';

/**
 * The subject's open review with these reasons added, opened now when it has none (one open review
 * per subject: the partial unique index settles two at once). Returns its id.
 */
export async function openReview(tx: Queryable, subject: { kind: ReviewSubjectKind; id: number }, reasons: ReviewReasonEntry[], crisis: boolean): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO reviews (subject_kind, subject_id, crisis, reasons) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject_kind, subject_id) WHERE state = 'open'
     DO UPDATE SET crisis = reviews.crisis OR EXCLUDED.crisis, reasons = reviews.reasons || EXCLUDED.reasons
     RETURNING id`,
    [subject.kind, subject.id, crisis, JSON.stringify(reasons)],
  );
  return row!.id;
}

export const findReview = (db: Queryable, id: number) => db.one<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE id = $1`, [id]);

/** Closes an open review; false when it was closed already (two admins at once). */
export const closeReview = async (tx: Queryable, id: number) =>
  (await tx.one(`UPDATE reviews SET state = 'closed', closed_at = now() WHERE id = $1 AND state = 'open' RETURNING id`, [id])) !== null;

/** Open reviews: 心配な投稿 first, then the oldest; closed ones: the most recently closed first. */
export async function listReviews(db: Queryable, state: ReviewState, page: Paging): Promise<{ rows: ReviewRow[]; total: number }> {
  const params: unknown[] = [state];
  const order = state === 'open' ? 'crisis DESC, opened_at, id' : 'closed_at DESC, id DESC';
  const counted = await db.one<{ total: number }>('SELECT count(*)::int AS total FROM reviews WHERE state = $1', [state]);
  const rows = await db.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE state = $1 ORDER BY ${order}${limitClause(page, params)}`, params);
  return { rows, total: counted?.total ?? 0 };
}

export const countOpenReviews = async (db: Queryable) =>
  (await db.one<{ open: number; crisis: number }>(
    `SELECT count(*)::int AS open, count(*) FILTER (WHERE crisis)::int AS crisis FROM reviews WHERE state = 'open'`,
  ))!;

/** The reports of these reviews by reason, with their notes (never who sent them). */
export const reportsOfReviews = (db: Queryable, ids: number[]) =>
  db.query<{ review_id: number; reason: ReportReason; count: number; notes: string[] }>(
    `SELECT review_id, reason, count(*)::int AS count,
            COALESCE(array_agg(note ORDER BY created_at, id) FILTER (WHERE note IS NOT NULL), '{}') AS notes
       FROM reports WHERE review_id = ANY($1::int[]) GROUP BY review_id, reason ORDER BY review_id, count(*) DESC, reason`,
    [ids],
  );

/** The decisions taken on these reviews, oldest first (from the audit log). */
export const decisionsOfReviews = (db: Queryable, ids: number[]) =>
  db.query<{ review_id: number; decision: ReviewDecision; decided_at: string }>(
    `SELECT target_id AS review_id, substr(action, 8) AS decision, created_at AS decided_at
       FROM audit_logs WHERE target_type = 'review' AND target_id = ANY($1::int[]) AND action LIKE 'review.%'
      ORDER BY created_at, id`,
    [ids],
  );

// ---- the posts' states ----

type ItemRefOf = { kind: ReportableKind; id: number };

/** A live post's author and state, or null when it is missing or removed (a withdrawn person's profile too). */
export async function findModeratedItem(db: Queryable, item: ItemRefOf): Promise<{ author_id: number | null; moderation: ModerationState } | null> {
  if (item.kind === 'profile') {
    return db.one(
      `SELECT ui.user_id AS author_id, ui.moderation FROM user_informations ui
         JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL WHERE ui.user_id = $1`,
      [item.id],
    );
  }
  const { table, authorColumn } = ITEM_TABLES[item.kind];
  return db.one(`SELECT ${authorColumn} AS author_id, moderation FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [item.id]);
}

/** Sets a post's state; `from`: only when it is in one of these states now. True when it changed. */
export async function setModeration(tx: Queryable, item: ItemRefOf, to: ModerationState, from: readonly ModerationState[]): Promise<boolean> {
  const { table, idColumn } = ITEM_TABLES[item.kind];
  const updated = await tx.one(`UPDATE ${table} SET moderation = $2 WHERE ${idColumn} = $1 AND moderation = ANY($3::text[]) RETURNING 1 AS changed`, [
    item.id,
    to,
    [...from],
  ]);
  return updated !== null;
}

/** The question a post belongs to (its page and its caches): a comment's or reply's question. */
export async function questionOf(db: Queryable, item: ItemRefOf): Promise<number | null> {
  if (item.kind === 'question') return item.id;
  if (item.kind === 'comment') return (await db.one<{ id: number }>('SELECT question_id AS id FROM comments WHERE id = $1', [item.id]))?.id ?? null;
  if (item.kind === 'reply') {
    return (await db.one<{ id: number }>('SELECT c.question_id AS id FROM replies r JOIN comments c ON c.id = r.comment_id WHERE r.id = $1', [item.id]))?.id ?? null;
  }
  return null;
}

// ---- reports ----

/** A person's report of an item, if any. */
export const findReport = (db: Queryable, item: ItemRefOf, reporterId: number) =>
  db.one<{ id: number }>('SELECT id FROM reports WHERE item_kind = $1 AND item_id = $2 AND reporter_id = $3', [item.kind, item.id, reporterId]);

/** Reports a person sent since `since`. */
export const countReportsSince = async (db: Queryable, reporterId: number, since: Date) =>
  (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1 AND created_at >= $2', [reporterId, since]))!.n;

/** Null when this person reported the item already (the unique index settles two at once). */
export const insertReport = (
  tx: Queryable,
  report: { reviewId: number; item: ItemRefOf; reporterId: number; reason: ReportReason; note: string | null },
) =>
  tx.one<{ id: number; created_at: string }>(
    `INSERT INTO reports (review_id, item_kind, item_id, reporter_id, reason, note) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (item_kind, item_id, reporter_id) DO NOTHING RETURNING id, created_at`,
    [report.reviewId, report.item.kind, report.item.id, report.reporterId, report.reason, report.note],
  );

/**
 * Different people who reported within one review: one report per person and item (reports_once_idx),
 * so each row is a person, a withdrawn one (reporter_id NULL) included.
 */
export const countReporters = async (tx: Queryable, reviewId: number) =>
  (await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM reports WHERE review_id = $1', [reviewId]))!.n;
