// The mail the site wrote to its outbox under DATA_DIR (the embedded default mailer).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The newest mail to `to`, or undefined. */
export function latestMailTo(to: string): { subject: string; text: string } | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
  return mails[mails.length - 1];
}
