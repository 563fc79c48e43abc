// 通報 (docs/moderation.md#reports): a signed-in person reports someone else's public post once, at
// most REPORTS_PER_DAY a day. Reports open (or join) the item's review; when the configured number
// of different people reported it, it is hidden at once until an admin decides. The author is
// never told who reported.
import { REPORTS_PER_DAY, type ReportableKind, type ReportReason } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import { conflict, forbidden, HttpError, tooManyRequests } from '../lib/http-errors';
import type { Notifier } from '../notifications/notification-events';
import { mayReport, type Actor } from '../policy/rules';
import { countReporters, countReportsSince, findModeratedItem, findReport, insertReport, openReview, setModeration } from './review-repository';
import type { ReviewService } from './review-service';
import { japanToday } from '../lib/japan-time';

const MISSING = '通報しようとした投稿が見つかりませんでした。削除された可能性があります。';
const ALREADY = 'この投稿はすでに通報しています。運営が確認しますので、しばらくお待ちください。';
const UNDER_REVIEW = 'この投稿は、いま運営が確認しています。';
const OWN = 'ご自身の投稿は通報できません。';
const TOO_MANY = `通報は1日に${REPORTS_PER_DAY}件までです。明日また通報できます。急ぎの場合は、お問い合わせのページからご連絡ください。`;


export type ReportService = ReturnType<typeof createReportService>;

export function createReportService({ db, reviews, notifier, threshold }: { db: Database; reviews: ReviewService; notifier: Notifier; threshold: number }) {
  return {
    async create(input: { item_kind: ReportableKind; item_id: number; reason: ReportReason; note?: string }, actor: Actor) {
      const item = { kind: input.item_kind, id: input.item_id };
      const note = input.note?.trim() || null;
      const current = await findModeratedItem(db, item);
      if (!current) throw new HttpError(404, [{ field: 'item_id', message: MISSING }]);
      if (current.author_id === actor.id) throw forbidden(OWN, 'item_id');
      if (!mayReport(actor, current.author_id)) throw forbidden('この投稿は通報できません。', 'item_id');
      if (await findReport(db, item, actor.id)) throw conflict('item_id', ALREADY);
      if (current.moderation !== 'visible') throw conflict('item_id', UNDER_REVIEW);
      const day = japanToday();
      if ((await countReportsSince(db, actor.id, day.start)) >= REPORTS_PER_DAY) throw tooManyRequests(day.secondsLeft, TOO_MANY);

      let hidden = false;
      const created = await db.transaction(async (tx) => {
        // A 心配な投稿 report puts the item on top of the queue.
        const reviewId = await openReview(tx, item, [], input.reason === 'crisis');
        await notifier.notify({ type: 'review.opened', reviewId }, tx);
        const row = await insertReport(tx, { reviewId, item, reporterId: actor.id, reason: input.reason, note });
        if (!row) throw conflict('item_id', ALREADY);
        if ((await countReporters(tx, reviewId)) >= threshold && (await setModeration(tx, item, 'hidden', ['visible']))) {
          hidden = true;
          // The system's own action, in the review's history like an admin's.
          await audit(tx, null, 'review.hide', { type: 'review', id: reviewId }, { subject_kind: item.kind, subject_id: item.id, by: 'reports' });
        }
        return row;
      });
      if (hidden) await reviews.announce(item.kind, item.id);
      return created;
    },
  };
}
