// Delivers a mail that lib/mailer.ts enqueued, retried with backoff while the SMTP server fails
// (five retries over roughly 15 to 30 minutes). The payload may hold a password-reset code: a
// delivered mail's job is deleted at once, and one that failed every try is kept a day to be looked at.
import { MAIL_QUEUE, type Mail } from '../lib/mailer';
import type { JobDefinition } from './job-definition';

export const mailDelivery: JobDefinition<Mail> = {
  queue: MAIL_QUEUE,
  settings: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120, deleteWhenDone: true, keepFinishedSeconds: 86_400 },
  handle: (mail, { mailTransport }) => mailTransport.deliver(mail),
};
