// What a job is: a queue, its settings, an optional schedule and the handler. Each job is one file
// that exports a JobDefinition; jobs/registry.ts lists them.
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { MailTransport } from '../lib/mailer';
import type { Notifier } from '../notifications/notification-events';
import type { NotificationMailService } from '../notifications/notification-mail-service';
import type { PaymentService } from '../payments/payment-service';
import type { ReadingService } from '../readings/reading-service';
import type { QueueSettings } from './job-runner';

/** The services handlers may use (built in app.ts). */
export interface JobServices {
  db: Database;
  /** What a job changed is announced like a request's writes (caches listen). */
  events: DomainEvents;
  mailTransport: MailTransport;
  /** What a scheduled job finds someone should hear of (the best answer's reminder, an ending membership). */
  notifier: Notifier;
  /** Paid membership: the scheduled check and the local test provider's billing and events. */
  payments: PaymentService;
  /** The notification mails: the instant ones and the daily digest. */
  notificationMails: NotificationMailService;
  /** ふりがな: the make-readings job's run. */
  readings: Pick<ReadingService, 'make'>;
}

export interface JobDefinition<T extends object = object> {
  /** The queue's name, stored with every job: renaming one strands the jobs under the old name. */
  queue: string;
  settings: QueueSettings;
  /** Cron expression (UTC) when the job runs on a schedule; its data is then `{}`. */
  cron?: string;
  /** Throwing fails this try; the job is retried while `settings.retryLimit` allows. */
  handle(data: T, services: JobServices): Promise<void>;
}

/**
 * A scheduled piece of housekeeping on the database. A run that fails costs nothing lasting, since
 * the next one does the same work: it is tried twice more, a minute apart, then left to its next time.
 */
export function housekeepingJob({ queue, cron, expireInSeconds, run }: { queue: string; cron: string; expireInSeconds: number; run: (db: Database) => Promise<void> }): JobDefinition {
  return {
    queue,
    settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds },
    cron,
    handle: (_data, { db }) => run(db),
  };
}
