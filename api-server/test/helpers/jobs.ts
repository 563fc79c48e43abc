// Shared by the job tests: a runner for a test database, polling, and rows for the clean-up jobs.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../src/db/database';
import { createDomainEvents } from '../../src/events/domain-events';
import type { JobServices } from '../../src/jobs/job-definition';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner';
import type { MailTransport } from '../../src/lib/mailer';
import { createNotifier } from '../../src/notifications/notifier';
import type { NotificationMailService } from '../../src/notifications/notification-mail-service';
import type { NotificationEvent, Notifier } from '../../src/notifications/notification-events';
import type { PaymentService } from '../../src/payments/payment-service';

const quiet = { warn: () => undefined, error: (fields: object, message: string) => console.error(message, fields) };

/** A runner whose checks (expiry, schedules, polling) run every second instead of every minute. */
export const fastRunner = (db: Database): JobRunner => createJobRunner(db, { log: quiet, checkIntervalSeconds: 1 });

/** Job tests without payments: the payment jobs find no local provider and nothing ended. */
export const NO_PAYMENTS = { local: null, checkEndedPeriods: async () => 0 } as unknown as PaymentService;

/** Job tests without notification mails: nothing to mail. */
export const NO_NOTIFICATION_MAILS = { sendInstant: async () => 0, sendDigests: async () => 0 } as NotificationMailService;

/** Job tests without ふりがな: nothing to read. */
export const NO_READINGS: JobServices['readings'] = { make: async () => 0 };

export const services = (db: Database, mailTransport?: MailTransport, notifier?: Notifier): JobServices => ({
  db,
  events: createDomainEvents(),
  mailTransport: mailTransport ?? { deliver: () => Promise.reject(new Error('this test sends no mail')) },
  payments: NO_PAYMENTS,
  notifier: notifier ?? createNotifier({ db }),
  notificationMails: NO_NOTIFICATION_MAILS,
  readings: NO_READINGS,
});

/** A notifier that only remembers the events it was told, in order. */
export function recordingNotifier(): Notifier & { events: NotificationEvent[] } {
  const events: NotificationEvent[] = [];
  return { events, notify: async (event) => void events.push(event) };
}

/** Polls `check` until it answers true; fails the test after `timeoutMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** One member with a used, an expired and a live reset code, and an expired and a live revocation. */
export async function seedExpiringRows(db: Database): Promise<void> {
  const user = await db.one<{ id: number }>("INSERT INTO users (email, password_hash) VALUES ('jobs@example.jp', 'x') RETURNING id");
  await db.query(
    `INSERT INTO password_reset_codes (user_id, code_hash, expires_at, used_at) VALUES
       ($1, 'used', now() + interval '5 minutes', now()),
       ($1, 'expired', now() - interval '1 minute', NULL),
       ($1, 'live', now() + interval '5 minutes', NULL)`,
    [user!.id],
  );
  await db.query(
    `INSERT INTO revoked_tokens (jti, expires_at) VALUES ('expired', now() - interval '1 minute'), ('live', now() + interval '1 day')`,
  );
}

export async function remainingRows(db: Database): Promise<{ codes: string[]; revocations: string[] }> {
  const codes = await db.query<{ code_hash: string }>('SELECT code_hash FROM password_reset_codes ORDER BY code_hash');
  const revocations = await db.query<{ jti: string }>('SELECT jti FROM revoked_tokens ORDER BY jti');
  return { codes: codes.map((r) => r.code_hash), revocations: revocations.map((r) => r.jti) };
}
