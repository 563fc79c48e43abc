// Safety fixtures (docs/moderation.md): a comment to report, reports by fresh members, the admin's
// view of the queue and a count of rows (a refused call writes nothing).
import type { FastifyInstance } from 'fastify';
import type { Review } from '@hiroba/contract';
import { call, type TestHarness } from './test-app';
import { member } from './qa';

/** Posts a comment as `token` and answers its id (fails the test on anything but 201). */
export async function commentOn(app: FastifyInstance, token: string, questionId: number, body: string): Promise<number> {
  const res = await call(app, 'POST', '/api/v1/comments', { token, payload: { question_id: questionId, body } });
  if (res.statusCode !== 201) throw new Error(`POST /api/v1/comments: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

export const report = (app: FastifyInstance, token: string, item_kind: string, item_id: number, reason = 'abuse', note?: string) =>
  call(app, 'POST', '/api/v1/reports', { token, payload: { item_kind, item_id, reason, ...(note !== undefined && { note }) } });

/** `n` new members (reporter-1@…), each with a token. */
export async function reporters(t: TestHarness, n: number): Promise<Array<{ id: number; token: string }>> {
  const made = [];
  for (let i = 1; i <= n; i++) made.push(await member(t, `reporter-${i}@example.jp`, 'free_member', `通報者${i}`));
  return made;
}

/** The admin's page of the queue (open unless asked). */
export async function reviewsOf(app: FastifyInstance, adminToken: string, state: 'open' | 'closed' = 'open'): Promise<Review[]> {
  const res = await call(app, 'GET', `/api/v1/reviews?state=${state}`, { token: adminToken });
  if (res.statusCode !== 200) throw new Error(`GET /api/v1/reviews: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export const decide = (app: FastifyInstance, adminToken: string, reviewId: number, decision: string, message?: string) =>
  call(app, 'POST', `/api/v1/reviews/${reviewId}/decisions`, { token: adminToken, payload: { decision, ...(message !== undefined && { message }) } });

export const countRows = async (t: TestHarness, table: string) => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;

/** A valid マイナンバー: eleven digits and the check digit the official rule gives (contract personal-info.ts). */
export function myNumber(first11 = '12345678901'): string {
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(first11[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const remainder = sum % 11;
  return `${first11}${remainder <= 1 ? 0 : 11 - remainder}`;
}
