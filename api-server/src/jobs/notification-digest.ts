// The daily digest of notifications, at DIGEST_HOUR_JST in Japan (cron is UTC: JST − 9). Each person's
// digest is recorded per Japan day in the transaction that mails it, so a second server, or a run
// tried again after a restart, sends nobody a second one.
import { NOTIFICATION_DIGEST_QUEUE } from '../notifications/notification-mail-repository';
import type { JobDefinition } from './job-definition';

/** The cron expression (UTC) of an hour in Japan time. */
export const japanHourCron = (hourJst: number) => `0 ${(hourJst + 24 - 9) % 24} * * *`;

export const notificationDigest = (hourJst: number): JobDefinition => ({
  queue: NOTIFICATION_DIGEST_QUEUE,
  settings: { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 900 },
  cron: japanHourCron(hourJst),
  async handle(_data, { notificationMails }) {
    await notificationMails.sendDigests();
  },
});
