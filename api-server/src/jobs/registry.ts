// Every job of the app. To add one: a file exporting a JobDefinition (see mail-delivery.ts), then
// one line in appJobs.
import { bestAnswerReminder } from './best-answer-reminder';
import { checkEndedMemberships } from './check-ended-memberships';
import { cleanResetCodes } from './clean-reset-codes';
import { cleanRevokedTokens } from './clean-revoked-tokens';
import { cleanSearchMisses } from './clean-search-misses';
import type { JobDefinition, JobServices } from './job-definition';
import type { JobRunner } from './job-runner';
import { localPaymentBilling } from './local-payment-billing';
import { localPaymentEvents } from './local-payment-events';
import { mailDelivery } from './mail-delivery';
import { makeReadingsJob } from './make-readings';
import { membershipEndingNotices } from './membership-ending-notices';
import { notificationDigest } from './notification-digest';
import { notificationMails } from './notification-mails';
import { publishScheduledColumns } from './publish-scheduled-columns';
import { reindexSearchJob } from './reindex-search';
import { rescorePopularity } from './rescore-popularity';
import { vacuumEmbeddedDatabase } from './vacuum-embedded-database';

/** The app's jobs; the digest's hour and whether readings are made come from the configuration. */
export const appJobs = ({ digestHourJst, makeReadings }: { digestHourJst: number; makeReadings: boolean }): JobDefinition[] => [
  mailDelivery,
  cleanResetCodes,
  cleanRevokedTokens,
  rescorePopularity,
  publishScheduledColumns,
  vacuumEmbeddedDatabase,
  checkEndedMemberships,
  localPaymentBilling,
  localPaymentEvents,
  membershipEndingNotices,
  notificationMails,
  notificationDigest(digestHourJst),
  bestAnswerReminder,
  reindexSearchJob,
  cleanSearchMisses,
  ...(makeReadings ? [makeReadingsJob] : []),
];

/** Starts the runner, then creates each job's queue, works it in this process and sets its schedule. */
export async function startJobs(runner: JobRunner, services: JobServices, jobs: JobDefinition[]): Promise<void> {
  await runner.start();
  for (const job of jobs) {
    await runner.createQueue(job.queue, job.settings);
    await runner.work(job.queue, (data) => job.handle(data, services));
    // A schedule is stored in the database: one dropped from the code must be removed there too.
    if (job.cron) await runner.schedule(job.queue, job.cron);
    else await runner.unschedule(job.queue);
  }
}
