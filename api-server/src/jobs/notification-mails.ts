// The instant notification mails (notifications/notification-mail-service.ts): every minute, and a
// few seconds after the notifier wrote notifications (kickNotificationMails). Each run claims what it
// mails, so running twice, or on two servers at once, mails nothing twice.
import { NOTIFICATION_MAILS_QUEUE } from '../notifications/notification-mail-repository';
import { KICK_SECONDS } from '../lib/job-queue';
import type { JobDefinition } from './job-definition';

export const notificationMails: JobDefinition = {
  queue: NOTIFICATION_MAILS_QUEUE,
  settings: { retryLimit: 2, retryDelaySeconds: 20, retryBackoff: true, expireInSeconds: 120, keepFinishedSeconds: 3600, pollSeconds: KICK_SECONDS },
  cron: '* * * * *',
  async handle(_data, { notificationMails: mails }) {
    await mails.sendInstant();
  },
};
