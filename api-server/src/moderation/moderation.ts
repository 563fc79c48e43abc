// The safety module (docs/moderation.md) as the other services use it: screening before a write,
// recording what it found inside the write's transaction, and how a post reaches each reader.
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { Mailer } from '../lib/mailer';
import type { Notifier } from '../notifications/notification-events';
import { createHelpLineService } from './help-line-service';
import { createReportService } from './report-service';
import { createReviewService, type Suspensions } from './review-service';
import { hasCrisisWords, screenTexts, type ScreenedText, type Verdict } from './screening';
import { createWatchedWordService } from './watched-word-service';
import type { ReviewSubjectKind } from '@hiroba/contract';

export type Moderation = ReturnType<typeof createModeration>;

export function createModeration(deps: { db: Database; events: DomainEvents; mailer: Mailer; config: Config; suspensions: Suspensions; notifier: Notifier }) {
  const { db } = deps;
  const reviews = createReviewService(deps);
  return {
    reviews,
    reports: createReportService({ db, reviews, notifier: deps.notifier, threshold: deps.config.reportHideThreshold }),
    watchedWords: createWatchedWordService({ db }),
    helpLines: createHelpLineService({ db }),
    /** Checks texts before a write; throws the 400 of a refused text (screening.ts). */
    screen: (texts: readonly ScreenedText[], options: { publicPost: boolean }) => screenTexts(db, texts, options),
    /** Inside the write's transaction: holds the post and opens its review when the screening found something. */
    record: (tx: Queryable, subject: { kind: ReviewSubjectKind; id: number }, verdict: Verdict) => reviews.record(tx, subject, verdict),
    /** A search for crisis words: its answer asks the page to show the help lines. */
    crisisIn: (text: string | undefined) => (text ? hasCrisisWords(db, text) : Promise.resolve(false)),
  };
}
