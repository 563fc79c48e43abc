// The one reminder to choose a best answer: an unresolved question whose first expert answer is
// BEST_ANSWER_REMINDER_DAYS old tells its asker once. The questions are claimed and marked in one
// statement inside the transaction that writes their notifications, so a second run, a retry or a
// second server sends nothing twice, and a run that fails marks nothing.
import { BEST_ANSWER_REMINDER_DAYS } from '@hiroba/contract';
import { claimBestAnswerReminders } from '../qa/best-answer-repository';
import type { JobDefinition } from './job-definition';

export const bestAnswerReminder: JobDefinition = {
  queue: 'best-answer-reminder',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 600 },
  cron: '17 * * * *',
  async handle(_data, { db, notifier }) {
    await db.transaction(async (tx) => {
      for (const { id } of await claimBestAnswerReminders(tx, BEST_ANSWER_REMINDER_DAYS)) {
        await notifier.notify({ type: 'best_answer.reminder', questionId: id }, tx);
      }
    });
  },
};
