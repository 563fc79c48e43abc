// The app's jobs on the database of this run (PGlite, or PostgreSQL with DATABASE_URL): mail is
// delivered by a job, retried when delivery fails, and leaves no copy behind; the clean-ups remove
// exactly the rows that can no longer be used. What is stored is checked in pg-boss's own tables
// (schema pgboss), since "nothing kept" is a claim about the database.
import type { Database } from '../src/db/database';
import { bestAnswerReminder } from '../src/jobs/best-answer-reminder';
import { cleanResetCodes } from '../src/jobs/clean-reset-codes';
import { checkEndedMemberships } from '../src/jobs/check-ended-memberships';
import { cleanRevokedTokens } from '../src/jobs/clean-revoked-tokens';
import { cleanSearchMisses } from '../src/jobs/clean-search-misses';
import { localPaymentBilling } from '../src/jobs/local-payment-billing';
import { createJobRunner, type JobRunner } from '../src/jobs/job-runner';
import { mailDelivery } from '../src/jobs/mail-delivery';
import { membershipEndingNotices } from '../src/jobs/membership-ending-notices';
import { startJobs } from '../src/jobs/registry';
import { MAIL_QUEUE, type Mail } from '../src/lib/mailer';
import { codeFromMail, waitForMail } from './helpers/outbox';
import { remainingRows, seedExpiringRows, services, until } from './helpers/jobs';
import { DEMO, call, useTestApp } from './helpers/test-app';
import { publishScheduledColumns } from '../src/jobs/publish-scheduled-columns';
import { japanHourCron } from '../src/jobs/notification-digest';
import { notificationMails } from '../src/jobs/notification-mails';
import { DEFAULT_DIGEST_HOUR_JST } from '@hiroba/contract';
import { rescorePopularity } from '../src/jobs/rescore-popularity';
import { reindexSearchJob } from '../src/jobs/reindex-search';
import { vacuumEmbeddedDatabase } from '../src/jobs/vacuum-embedded-database';

const t = useTestApp();

const storedMailJobs = (db: Database) => db.query('SELECT data FROM pgboss.job WHERE name = $1', [MAIL_QUEUE]);

test("get_code's mail is delivered by the mail job, whose row is then deleted with the code", async () => {
  const res = await call(t.app, 'PUT', '/api/v1/users/get_code', { payload: { email: DEMO.free } });
  expect(res.statusCode).toBe(200);
  const [mail] = await waitForMail(t.app);
  expect(mail.to).toBe(DEMO.free);
  expect(codeFromMail(mail)).toMatch(/^\d{6}$/);
  expect(await storedMailJobs(t.db)).toEqual([]);
});

describe('a delivery that fails', () => {
  let runner: JobRunner;
  afterEach(() => runner.stop());

  test('is retried and then succeeds, and the log never shows the mail', async () => {
    const logged: unknown[] = [];
    const log = { warn: (fields: object, message: string) => logged.push(fields, message), error: (fields: object, message: string) => logged.push(fields, message) };
    runner = createJobRunner(t.db, { log, checkIntervalSeconds: 1 });
    const tries: Mail[] = [];
    const delivered: Mail[] = [];
    const flakySmtp = {
      async deliver(mail: Mail) {
        tries.push(mail);
        if (tries.length < 3) throw Object.assign(new Error(`550 mailbox unavailable: ${mail.to}`), { code: 'EENVELOPE' });
        delivered.push(mail);
      },
    };
    // The real mail job on a queue of its own (the app works the real one), retried after 1 s.
    const job = { ...mailDelivery, queue: 'mail-delivery-retry-test', settings: { ...mailDelivery.settings, retryDelaySeconds: 1 } };
    await startJobs(runner, services(t.db, flakySmtp), [job]);

    const mail = { to: 'someone@example.jp', subject: '確認コード', text: '確認コード: 123456' };
    await runner.send(job.queue, mail);
    await until('the third try', async () => delivered.length === 1 && (await runner.pending(job.queue)) === 0);

    expect(tries).toEqual([mail, mail, mail]);
    expect(delivered).toEqual([mail]);
    expect(logged).toContainEqual(expect.objectContaining({ queue: job.queue, code: 'EENVELOPE' }));
    expect(JSON.stringify(logged)).not.toMatch(/someone@example\.jp|123456/);
    expect(await t.db.query('SELECT id FROM pgboss.job WHERE name = $1', [job.queue])).toEqual([]);
  });
});

test('the clean-ups delete used and expired reset codes and expired revocations, nothing else', async () => {
  await seedExpiringRows(t.db);
  await cleanResetCodes.handle({}, services(t.db));
  await cleanRevokedTokens.handle({}, services(t.db));
  expect(await remainingRows(t.db)).toEqual({ codes: ['live'], revocations: ['live'] });
});

test('the app schedules the clean-ups, popularity, scheduled columns, the embedded vacuum, the payment checks, the notifications\' jobs, the best answer reminder and the search\'s upkeep, and nothing else', async () => {
  expect(await t.db.query('SELECT name, cron FROM pgboss.schedule ORDER BY name')).toEqual([
    { name: bestAnswerReminder.queue, cron: bestAnswerReminder.cron },
    { name: checkEndedMemberships.queue, cron: checkEndedMemberships.cron },
    { name: cleanResetCodes.queue, cron: cleanResetCodes.cron },
    { name: cleanRevokedTokens.queue, cron: cleanRevokedTokens.cron },
    { name: cleanSearchMisses.queue, cron: cleanSearchMisses.cron },
    { name: localPaymentBilling.queue, cron: localPaymentBilling.cron },
    { name: membershipEndingNotices.queue, cron: membershipEndingNotices.cron },
    { name: 'notification-digest', cron: japanHourCron(DEFAULT_DIGEST_HOUR_JST) },
    { name: notificationMails.queue, cron: notificationMails.cron },
    { name: publishScheduledColumns.queue, cron: publishScheduledColumns.cron },
    { name: reindexSearchJob.queue, cron: reindexSearchJob.cron },
    { name: rescorePopularity.queue, cron: rescorePopularity.cron },
    { name: vacuumEmbeddedDatabase.queue, cron: vacuumEmbeddedDatabase.cron },
  ]);
});
