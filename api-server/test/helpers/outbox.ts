import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { MAIL_QUEUE } from '../../src/lib/mailer';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
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

/**
 * Mail is delivered by a job after the request has answered: waits until no mail job is waiting or
 * running, then returns the outbox. A mail that was never enqueued is then surely absent too.
 */
export async function waitForMail(app: FastifyInstance, timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.ctx.jobs.pending(MAIL_QUEUE)) > 0) {
    if (Date.now() > deadline) throw new Error(`mail still undelivered after ${timeoutMs} ms`);
    await sleep(25);
  }
  return readOutbox(app.ctx.config.dataDir);
}

export function codeFromMail(mail: OutboxMail | undefined): string {
  const code = mail?.text.match(/確認コード: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail?.text}`);
  return code;
}
