// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each mail is written as a
// JSON file to DATA_DIR/outbox so a developer (and the browser tests) can read it.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const createdAt = new Date().toISOString();
      // File names sort by time; ':' is replaced so the names also work on Windows.
      const file = `${createdAt.replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body = { to: mail.to, from: options.from, subject: mail.subject, text: mail.text, created_at: createdAt };
      await writeFile(path.join(outbox, file), JSON.stringify(body, null, 2), { mode: 0o600 });
    },
  };
}
