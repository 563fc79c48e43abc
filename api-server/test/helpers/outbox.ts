import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Every mail written to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

export function codeFromMail(mail: OutboxMail | undefined): string {
  const code = mail?.text.match(/確認コード: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail?.text}`);
  return code;
}
