// Outgoing mail. `Mailer.send` only enqueues a job (MAIL_QUEUE, worked by jobs/mail-delivery.ts), so
// a request never waits for an SMTP server and a failed delivery is retried. The job hands the mail to
// the transport: SMTP through nodemailer when SMTP_URL is set; otherwise a JSON file in
// DATA_DIR/outbox that a developer (and the browser tests) can read.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';
import type { JobQueue } from './job-queue';

/** The queue of mail to deliver (jobs/mail-delivery.ts works it). */
export const MAIL_QUEUE = 'mail-delivery';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (the notification mails); the text part is always there. */
  html?: string;
  /** Further headers (List-Unsubscribe of RFC 8058 for the notification mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Resolves once the mail is stored for delivery. Given `tx`, the job is stored in that transaction,
   * so the mail exists exactly when the caller's writes committed.
   */
  send(mail: Mail, options?: { tx?: Queryable }): Promise<void>;
}

/** Delivers one mail now; used by the mail job only. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>;
}

// Only the mail's own fields go into the job (a caller's object may carry more).
const mailData = ({ to, subject, text, html, headers }: Mail): Mail => ({ to, subject, text, ...(html && { html }), ...(headers && { headers }) });

export function createMailer(jobs: JobQueue): Mailer {
  return {
    send: (mail, options = {}) => jobs.send<Mail>(MAIL_QUEUE, mailData(mail), options),
  };
}

export function createMailTransport(options: { smtpUrl: string | null; from: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async deliver(mail) {
        await transport.sendMail({ from: options.from, ...mailData(mail) });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async deliver(mail) {
      await mkdir(outbox, { recursive: true });
      const createdAt = new Date().toISOString();
      // File names sort by time; ':' is replaced so the names also work on Windows.
      const file = `${createdAt.replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body = { ...mailData(mail), from: options.from, created_at: createdAt };
      // Written under another name first: readers poll the folder and must never see half a file.
      const target = path.join(outbox, file);
      await writeFile(`${target}.part`, JSON.stringify(body, null, 2), { mode: 0o600 });
      await rename(`${target}.part`, target);
    },
  };
}
