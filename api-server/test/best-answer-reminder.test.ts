// The best answer's reminder (jobs/best-answer-reminder.ts): an unresolved, public question whose
// first expert answer is BEST_ANSWER_REMINDER_DAYS old tells its asker once; a resolved one, one
// answered too recently or only by members, and a removed one tell no one; running again sends nothing.
import { BEST_ANSWER_REMINDER_DAYS } from '@hiroba/contract';
import { bestAnswerReminder } from '../src/jobs/best-answer-reminder';
import { recordingNotifier, services } from './helpers/jobs';
import { ask, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn } from './helpers/safety';
import { call, useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

/** A question of the paid demo member with one answer by `token`, written `daysAgo` days ago. */
async function answered(title: string, token: string, daysAgo: number): Promise<{ question: number; comment: number }> {
  const question = await ask(t.app, w.tokens.paid, { title, body: '本文です。', category_id: w.categoryId });
  const comment = await commentOn(t.app, token, question, '回答です。');
  await t.db.query("UPDATE comments SET created_at = now() - make_interval(days => $2) WHERE id = $1", [comment, daysAgo]);
  return { question, comment };
}

test('the asker of an unresolved question whose expert answer is old enough is reminded once, and only they', async () => {
  const due = await answered('期限が来た質問', w.tokens.expert, BEST_ANSWER_REMINDER_DAYS);
  const resolved = await answered('解決済みの質問', w.tokens.expert, BEST_ANSWER_REMINDER_DAYS + 3);
  expect((await call(t.app, 'PUT', `/api/v1/questions/${resolved.question}/best_answer`, { token: w.tokens.paid, payload: { comment_id: resolved.comment } })).statusCode).toBe(200);
  const recent = await answered('最近の回答', w.tokens.expert, BEST_ANSWER_REMINDER_DAYS - 1);
  const membersOnly = await answered('会員の回答だけ', w.tokens.free, BEST_ANSWER_REMINDER_DAYS + 3);
  const removed = await answered('削除された質問', w.tokens.expert, BEST_ANSWER_REMINDER_DAYS + 3);
  expect((await call(t.app, 'DELETE', `/api/v1/questions/${removed.question}`, { token: w.tokens.paid })).statusCode).toBe(204);

  const notifier = recordingNotifier();
  await bestAnswerReminder.handle({}, services(t.db, undefined, notifier));
  await bestAnswerReminder.handle({}, services(t.db, undefined, notifier));

  // The demo content has old expert answers of its own: only this test's questions are looked at.
  const ours = new Set([due, resolved, recent, membersOnly, removed].map((q) => q.question));
  expect(notifier.events.filter((e) => e.type === 'best_answer.reminder' && ours.has(e.questionId))).toEqual([{ type: 'best_answer.reminder', questionId: due.question }]);
  const marked = await t.db.query<{ id: number }>('SELECT id FROM questions WHERE best_reminder_sent_at IS NOT NULL AND id = ANY($1::int[]) ORDER BY id', [[...ours]]);
  expect(marked).toEqual([{ id: due.question }]);
  // Nothing was told twice, across everything the runs found.
  const told = notifier.events.map((e) => JSON.stringify(e));
  expect(new Set(told).size).toBe(told.length);
});

test('a run whose notifications fail marks nothing, so the next run sends them', async () => {
  const due = await answered('期限が来た質問', w.tokens.expert, BEST_ANSWER_REMINDER_DAYS + 1);
  const failing = { notify: () => Promise.reject(new Error('notifications unavailable')) };
  await expect(bestAnswerReminder.handle({}, services(t.db, undefined, failing))).rejects.toThrow('notifications unavailable');
  expect(await t.db.one('SELECT best_reminder_sent_at FROM questions WHERE id = $1', [due.question])).toEqual({ best_reminder_sent_at: null });

  const notifier = recordingNotifier();
  await bestAnswerReminder.handle({}, services(t.db, undefined, notifier));
  expect(notifier.events).toContainEqual({ type: 'best_answer.reminder', questionId: due.question });
});
