// Search fixtures (docs/search.md): questions posted through the API with the age and the answers a
// test needs, and the site search's answer read whole.
import type { FastifyInstance } from 'fastify';
import type { SearchInfo } from '@hiroba/contract';
import { call, type TestHarness } from './test-app';
import { ask, type QaWorld } from './qa';

export type Marked = Array<string | { mark: string }>;

export interface SearchAnswer {
  data: Array<{ id: number; title: Marked; passage: { text: Marked; cut_start: boolean; cut_end: boolean }; answer_state: string; resolved: boolean }>;
  meta: { page: number; per: number; total: number; total_pages: number; crisis_help?: true; search: SearchInfo };
}

/** Posts a question as the paid demo member (fails the test on anything but 201); answers its id. */
export const postQuestion = (t: TestHarness, w: QaWorld, title: string, body: string) => ask(t.app, w.tokens.paid, { title, body, category_id: w.categoryId });

/** Dates a question `days` days back (and whole seconds `seconds` more), so the order of dates is the test's, not the clock's. */
export async function askedDaysAgo(t: TestHarness, id: number, days: number, seconds = 0): Promise<void> {
  await t.db.query(`UPDATE questions SET created_at = now() - make_interval(days => $2::int, secs => $3::int), updated_at = now() - make_interval(days => $2::int, secs => $3::int) WHERE id = $1`, [id, days, seconds]);
}

/**
 * Answers a question as the judged set's questions are answered (src/seed/judged-questions.ts): by
 * the demo expert (専門家の回答), or by a member with that answer chosen as the best (解決済み), or by a
 * member only (回答あり).
 */
export async function answerAs(t: TestHarness, id: number, state: 'expert' | 'resolved' | 'answered'): Promise<void> {
  const expert = (await t.db.one<{ id: number; user_id: number }>("SELECT id, user_id FROM expert_infos WHERE status = 'approved' AND user_id IS NOT NULL ORDER BY id LIMIT 1"))!;
  const member = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE role = 'free_member' AND withdrawn_at IS NULL ORDER BY id LIMIT 1"))!;
  const byExpert = state === 'expert';
  const comment = (await t.db.one<{ id: number }>(
    `INSERT INTO comments (question_id, user_id, body, is_expert_answer, expert_info_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [id, byExpert ? expert.user_id : member.id, 'お住まいの市区町村の窓口で確かめてもらえます。', byExpert, byExpert ? expert.id : null],
  ))!;
  await t.db.query(
    `UPDATE questions SET comment_counts = 1, answer_state = $2,
            best_comment_id = CASE WHEN $3 THEN $4::int END, best_chosen_at = CASE WHEN $3 THEN now() END
      WHERE id = $1`,
    [id, byExpert ? 'expert_answered' : 'answered', state === 'resolved', comment.id],
  );
}

/** GET /api/v1/search/questions (anyone unless a token is given); fails the test on anything but 200. */
export async function searchQuestions(app: FastifyInstance, keyword: string, extra = '', token?: string): Promise<SearchAnswer> {
  const res = await call(app, 'GET', `/api/v1/search/questions?keyword=${encodeURIComponent(keyword)}${extra}`, { token });
  if (res.statusCode !== 200) throw new Error(`search ${keyword}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The ids the site search answers, in its order. */
export const foundIds = async (app: FastifyInstance, keyword: string, extra = '', token?: string) => (await searchQuestions(app, keyword, extra, token)).data.map((q) => q.id);

/** A marked text as one string, marks in [brackets]: what a reader sees, with what is highlighted. */
export const shown = (text: Marked) => text.map((part) => (typeof part === 'string' ? part : `[${part.mark}]`)).join('');
