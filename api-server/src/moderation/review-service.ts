// The review queue (docs/moderation.md#the-review-queue): what screening, reports and removal
// requests put in it, the admin's list, and the decisions. Every decision is audited; none deletes
// anything (hide and restore only change who sees a post).
import { itemPath } from '@hiroba/contract/items';
import {
  REVIEW_DECISION_LABELS,
  type ReportableKind,
  type Review,
  type ReviewDecision,
  type ReviewState,
  type ReviewSubjectKind,
} from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import type { Notifier } from '../notifications/notification-events';
import type { Actor } from '../policy/rules';
import { canonicalType } from '../qa/qa-type';
import { hiddenMail, warningMail } from './moderation-mail';
import {
  closeReview,
  countOpenReviews,
  decisionsOfReviews,
  findReview,
  listReviews,
  openReview,
  questionOf,
  reportsOfReviews,
  setModeration,
  type ReviewReasonEntry,
  type ReviewRow,
} from './review-repository';
import { findSubjects, type SubjectRow } from './review-subject-repository';
import type { Verdict } from './screening';

/** The account suspension (users/suspension-service.ts), handed in: the users' services screen through this module. */
export interface Suspensions {
  suspend(userId: number, input: { reason: string }, actor: Actor): Promise<unknown>;
}

const REVIEW_NOT_FOUND = '通報・確認が見つかりませんでした。';

const isItem = (kind: ReviewSubjectKind): kind is ReportableKind => kind !== 'contact';

/** The decisions a review may take now: the buttons its page shows, and all the server accepts. */
export function nextDecisions(review: Pick<ReviewRow, 'state' | 'subject_kind'>, subject: SubjectRow | undefined): ReviewDecision[] {
  const open = review.state === 'open';
  if (!subject || !isItem(review.subject_kind) || subject.deleted) return open ? ['dismiss'] : [];
  const next: ReviewDecision[] = [];
  if (open) next.push('dismiss');
  if (subject.moderation !== 'hidden') next.push('hide');
  if (subject.moderation === 'hidden') next.push('restore');
  // Only a live account can be written to or suspended.
  if (subject.author_email !== null) next.push('warn', 'suspend');
  return next;
}

/** The page that shows an item (relative), or a removal request's URL as sent. */
function subjectUrl(kind: ReviewSubjectKind, subject: SubjectRow): string | null {
  if (kind === 'contact') return subject.url;
  if (kind === 'profile') return itemPath({ kind, id: subject.id });
  if (subject.question_id === null || subject.question_is_expert === null) return null;
  const question = { id: subject.question_id, qa_type: canonicalType(subject.question_is_expert) };
  return kind === 'question' ? itemPath({ kind, ...question }) : itemPath({ kind, id: subject.id, question });
}

/**
 * Why a review is in the queue. Reports are counted in their own table rather than added to the
 * stored reasons (one entry per report would repeat), so 通報 is added here once there are any.
 */
function reasonsOf(row: ReviewRow, reported: boolean): ReviewReasonEntry[] {
  return reported && !row.reasons.some((r) => r.reason === 'report') ? [...row.reasons, { reason: 'report', detail: null }] : row.reasons;
}

export type ReviewService = ReturnType<typeof createReviewService>;

export function createReviewService({
  db,
  events,
  mailer,
  config,
  suspensions,
  notifier,
}: {
  db: Database;
  events: DomainEvents;
  mailer: Mailer;
  config: Config;
  suspensions: Suspensions;
  /** Admins hear of what enters the queue. */
  notifier: Notifier;
}) {
  async function present(rows: ReviewRow[]): Promise<Review[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [subjects, reports, decisions] = await Promise.all([
      findSubjects(db, rows.map((r) => ({ kind: r.subject_kind, id: r.subject_id }))),
      reportsOfReviews(db, ids),
      decisionsOfReviews(db, ids),
    ]);
    return rows.map((row) => {
      const subject = subjects.get(`${row.subject_kind}:${row.subject_id}`);
      const reviewReports = reports.filter((r) => r.review_id === row.id).map(({ reason, count, notes }) => ({ reason, count, notes }));
      return {
        id: row.id,
        state: row.state,
        crisis: row.crisis,
        subject: {
          kind: row.subject_kind,
          id: row.subject_id,
          title: subject?.title ?? null,
          text: subject?.text ?? null,
          author: subject?.author_id ? { id: subject.author_id, nickname: subject.author_nickname } : null,
          url: subject ? subjectUrl(row.subject_kind, subject) : null,
          moderation: subject?.moderation ?? null,
          deleted: !subject || subject.deleted,
        },
        reasons: reasonsOf(row, reviewReports.length > 0),
        reports: reviewReports,
        next_decisions: nextDecisions(row, subject),
        decisions: decisions.filter((d) => d.review_id === row.id).map(({ decision, decided_at }) => ({ decision, decided_at })),
        opened_at: row.opened_at,
        closed_at: row.closed_at,
      };
    });
  }

  /** Pages and caches that show the item read it again (a comment's and reply's question page). */
  async function announce(kind: ReviewSubjectKind, id: number) {
    if (kind === 'profile') return events.publish({ type: 'user.changed', id });
    if (!isItem(kind)) return;
    const questionId = await questionOf(db, { kind, id });
    if (questionId !== null) events.publish({ type: 'content.changed', kind: 'question', id: questionId });
  }

  async function mailAuthor(decision: 'hide' | 'warn', kind: ReportableKind, subject: SubjectRow, message: string | null) {
    if (!subject.author_email) return;
    const path = subjectUrl(kind, subject);
    const common = { to: subject.author_email, nickname: subject.author_nickname, kind, url: path && `${config.siteUrl}${path}`, siteUrl: config.siteUrl };
    await mailer.send(decision === 'hide' ? hiddenMail({ ...common, message }) : warningMail({ ...common, message: message! }));
  }

  return {
    /**
     * Puts a just-written post (or contact message) in the queue when screening found something, and
     * holds it when screening says so; inside the write's transaction, so neither half is left alone.
     */
    async record(tx: Queryable, subject: { kind: ReviewSubjectKind; id: number }, verdict: Verdict) {
      if (verdict.reasons.length === 0) return;
      if (verdict.hold && isItem(subject.kind)) await setModeration(tx, { kind: subject.kind, id: subject.id }, 'held', ['visible']);
      const reviewId = await openReview(tx, subject, verdict.reasons, verdict.crisis);
      await notifier.notify({ type: 'review.opened', reviewId }, tx);
    },

    announce,

    async list(query: PageRequest & { state?: ReviewState }) {
      const p = paging(query);
      const { rows, total } = await listReviews(db, query.state ?? 'open', p);
      return { data: await present(rows), meta: pageMeta(p, total) };
    },

    counts: () => countOpenReviews(db),

    async decide(id: number, input: { decision: ReviewDecision; message?: string }, actor: Actor) {
      const review = await findReview(db, id);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      const subject = (await findSubjects(db, [{ kind: review.subject_kind, id: review.subject_id }])).get(`${review.subject_kind}:${review.subject_id}`);
      const { decision } = input;
      if (!nextDecisions(review, subject).includes(decision)) {
        throw conflict('decision', `この通報・確認には、いま「${REVIEW_DECISION_LABELS[decision]}」を選べません。画面を読み込み直してください。`);
      }
      const message = input.message?.trim() || null;
      if (!message && decision === 'warn') throw badRequest('message', '投稿者に伝える内容を入力してください。');
      if (!message && decision === 'suspend') throw badRequest('message', '利用停止の理由を入力してください。');
      const kind = review.subject_kind;
      const item = isItem(kind) ? { kind, id: review.subject_id } : null;

      // The suspension is its own audited action (users/suspension-service.ts), and refuses an admin's account.
      if (decision === 'suspend') await suspensions.suspend(subject!.author_id!, { reason: message! }, actor);
      const changed = await db.transaction(async (tx) => {
        let moved = false;
        if (decision === 'dismiss') {
          if (!(await closeReview(tx, id))) throw conflict('decision', 'この通報・確認は、すでに対応済みです。');
          if (item) moved = await setModeration(tx, item, 'visible', ['held', 'hidden']);
        } else if (decision === 'hide') {
          moved = await setModeration(tx, item!, 'hidden', ['visible', 'held']);
          await closeReview(tx, id);
        } else if (decision === 'restore') {
          moved = await setModeration(tx, item!, 'visible', ['hidden']);
        }
        await audit(tx, actor.id, `review.${decision}`, { type: 'review', id }, { subject_kind: kind, subject_id: review.subject_id, ...(message && { message }) });
        return moved;
      });
      if (changed) await announce(kind, review.subject_id);
      if ((decision === 'hide' || decision === 'warn') && item && subject) await mailAuthor(decision, item.kind, subject, message);
      const [after] = await present([(await findReview(db, id))!]);
      return after;
    },
  };
}
