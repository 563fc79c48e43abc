// The mail the site wrote to its outbox under DATA_DIR (the embedded default mailer).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

type Mail = { to: string; subject: string; text: string };

/** Every mail to `to`, oldest first. */
function mailsTo(to: string): Mail[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.to === to);
}

/**
 * The newest mail to `to`, or undefined. A job delivers mail after the request has answered, so
 * this waits up to `timeoutMs` for one to arrive.
 */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<Mail | undefined> {
  return newestMailTo(to, () => true, timeoutMs);
}

/**
 * The newest mail to `to` with this subject, or undefined: waits past the mails the person had
 * already (the welcome mail of sign-up) for the one a later step sends.
 */
export async function mailWithSubject(to: string, subject: string, timeoutMs = 10_000): Promise<Mail | undefined> {
  return newestMailTo(to, (m) => m.subject === subject, timeoutMs);
}

async function newestMailTo(to: string, wanted: (mail: Mail) => boolean, timeoutMs: number): Promise<Mail | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(to).filter(wanted);
    if (mails.length > 0 || Date.now() > deadline) return mails[mails.length - 1];
    await sleep(100);
  }
}
