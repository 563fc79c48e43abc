// Notification mail (docs/notifications.md#mail): the settings and their defaults, the signed
// one-click unsubscribe link (RFC 8058), the instant mails, the daily digest (once per person per
// Japan day, with two servers and across a crash mid-run), and one mail over real SMTP. The
// notifications are written directly (helpers/notifications.ts): who hears of what is the notifier's test.
import type { AddressInfo } from 'node:net';
import { DEFAULT_MAIL_DELIVERY, notificationKindsFor } from '@hiroba/contract';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createPostgres, type Database } from '../src/db/database';
import { KICK_SECONDS } from '../src/lib/job-queue';
import type { Mailer } from '../src/lib/mailer';
import { createNotificationMailService, kickNotificationMails } from '../src/notifications/notification-mail-service';
import { japanDate } from '../src/lib/japan-time';
import { ITEM_TRIES } from '../src/db/item-failures';
import { notificationPlace } from '../src/notifications/notification-place';
import { createUnsubscribeTokens } from '../src/notifications/unsubscribe-token';
import { readOutbox, waitForMail, type OutboxMail } from './helpers/outbox';
import { commentBy, mailedAt, notificationFor, questionBy } from './helpers/notifications';
import { member } from './helpers/qa';
import { JWT_SECRET, call, expectFieldErrors, useTestApp } from './helpers/test-app';

const t = useTestApp();
const tokens = createUnsubscribeTokens(JWT_SECRET);
const SETTINGS = '/api/v1/notification_settings';
const UNSUBSCRIBE = `${SETTINGS}/unsubscribe`;
const TITLE = '就労継続支援A型の利用について';
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

const deliveries = async (token: string) =>
  Object.fromEntries(((await call(t.app, 'GET', SETTINGS, { token })).json().data.settings as { kind: string; delivery: string }[]).map((s) => [s.kind, s.delivery]));

/** Waits for the start of a kick's window, so the kicks that follow fall in one window. */
async function earlyInKickWindow() {
  const ms = KICK_SECONDS * 1000;
  if (Date.now() % ms > ms / 2) await new Promise((r) => setTimeout(r, ms - (Date.now() % ms) + 50));
}

/** The outbox once it holds `count` mails (a job writes them after the kick), or as it is after 15 s. */
async function outboxOf(count: number) {
  const deadline = Date.now() + 15_000;
  while (readOutbox(t.dataDir).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return waitForMail(t.app);
}

/** A member who asked a question and got an expert's answer to it, with its notification. */
async function answeredAsker(email = 'asker@example.jp') {
  const asker = await member(t, email);
  const expert = await member(t, `expert-of-${email}`, 'expert');
  const question = await questionBy(t.db, asker.id, TITLE, true);
  const comment = await commentBy(t.db, expert.id, question);
  return { asker, question, comment };
}

describe('settings', () => {
  test('every kind of the role, with the defaults where the person chose none', async () => {
    const free = await member(t, 'free@example.jp');
    const res = await call(t.app, 'GET', SETTINGS, { token: free.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings).toEqual(notificationKindsFor('free_member').map((kind) => ({ kind, delivery: DEFAULT_MAIL_DELIVERY[kind] })));
    expect(await deliveries(free.token)).toMatchObject({ expert_answer: 'instant', reply: 'instant', comment: 'digest', like: 'off' });
    expect(await deliveries(free.token)).not.toHaveProperty('admin_report');
    const admin = await member(t, 'admin2@example.jp', 'admin');
    expect(await deliveries(admin.token)).toMatchObject({ admin_report: 'digest', admin_expert_application: 'digest' });
  });

  test('an update changes the kinds it names and leaves the others', async () => {
    const free = await member(t, 'free@example.jp');
    const res = await call(t.app, 'PUT', SETTINGS, { token: free.token, payload: { settings: [{ kind: 'like', delivery: 'instant' }, { kind: 'reply', delivery: 'off' }] } });
    expect(res.statusCode).toBe(200);
    expect(await deliveries(free.token)).toMatchObject({ like: 'instant', reply: 'off', expert_answer: 'instant', comment: 'digest' });
    // Changed again: one stored row per kind.
    await call(t.app, 'PUT', SETTINGS, { token: free.token, payload: { settings: [{ kind: 'like', delivery: 'digest' }] } });
    expect(await deliveries(free.token)).toMatchObject({ like: 'digest', reply: 'off' });
    expect(await t.db.query('SELECT kind FROM notification_settings WHERE user_id = $1 ORDER BY kind', [free.id])).toEqual([{ kind: 'like' }, { kind: 'reply' }]);
  });

  test('a kind the role does not receive, an unknown kind or delivery: 400 naming the field, nothing stored', async () => {
    const free = await member(t, 'free@example.jp');
    const foreign = await call(t.app, 'PUT', SETTINGS, { token: free.token, payload: { settings: [{ kind: 'like', delivery: 'instant' }, { kind: 'admin_report', delivery: 'off' }] } });
    expectFieldErrors(foreign, [{ field: 'settings', message: expect.stringContaining('このアカウントには届きません') }]);
    const unknownKind = await call(t.app, 'PUT', SETTINGS, { token: free.token, payload: { settings: [{ kind: 'weather', delivery: 'off' }] } });
    expectFieldErrors(unknownKind, [{ field: 'settings', message: '種類の値が正しくありません。' }]);
    const unknownDelivery = await call(t.app, 'PUT', SETTINGS, { token: free.token, payload: { settings: [{ kind: 'like', delivery: 'sometimes' }] } });
    expectFieldErrors(unknownDelivery, [{ field: 'settings', message: 'メールの受け取り方の値が正しくありません。' }]);
    expect(await t.db.query('SELECT kind FROM notification_settings')).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  test("RFC 8058's one-click POST, signed out, stops that kind at once and no other", async () => {
    const free = await member(t, 'free@example.jp');
    const token = tokens.sign({ userId: free.id, target: 'reply' });
    const res = await t.app.inject({ method: 'POST', url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kinds: ['reply'], delivery: 'off' });
    expect(await deliveries(free.token)).toMatchObject({ reply: 'off', expert_answer: 'instant', comment: 'digest' });
  });

  test('also with a multipart body or none (the site page posts none)', async () => {
    const free = await member(t, 'free@example.jp');
    const multipart = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${tokens.sign({ userId: free.id, target: 'comment' })}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const none = await call(t.app, 'POST', `${UNSUBSCRIBE}?token=${tokens.sign({ userId: free.id, target: 'expert_answer' })}`);
    expect(none.statusCode).toBe(200);
    expect(await deliveries(free.token)).toMatchObject({ comment: 'off', expert_answer: 'off', reply: 'instant' });
  });

  test("a digest's link stops every kind then sent in the digest", async () => {
    const free = await member(t, 'free@example.jp');
    await call(t.app, 'PUT', SETTINGS, { token: free.token, payload: { settings: [{ kind: 'like', delivery: 'digest' }, { kind: 'comment', delivery: 'instant' }] } });
    const res = await call(t.app, 'POST', `${UNSUBSCRIBE}?token=${tokens.sign({ userId: free.id, target: 'digest' })}`);
    expect(res.statusCode).toBe(200);
    const digestKinds = notificationKindsFor('free_member').filter((kind) => kind === 'like' || (kind !== 'comment' && DEFAULT_MAIL_DELIVERY[kind] === 'digest'));
    expect(res.json().data.kinds).toEqual(digestKinds);
    const after = await deliveries(free.token);
    expect(Object.entries(after).filter(([, d]) => d !== 'off').map(([k]) => k).sort()).toEqual(['comment', 'expert_answer', 'reply']);
  });

  test('a forged, expired or garbled link: 400 naming token in Japanese, nothing changed', async () => {
    const free = await member(t, 'free@example.jp');
    const other = await member(t, 'other@example.jp');
    const good = tokens.sign({ userId: free.id, target: 'reply' });
    const [, kind, expires, signature] = good.split('.');
    const cases = {
      anotherPerson: `${other.id}.${kind}.${expires}.${signature}`,
      anotherKind: `${free.id}.expert_answer.${expires}.${signature}`,
      longerLife: `${free.id}.${kind}.${Number(expires) + 86_400}.${signature}`,
      otherSecret: createUnsubscribeTokens('another-secret-that-is-long-enough-0123456789').sign({ userId: free.id, target: 'reply' }),
      expired: tokens.sign({ userId: free.id, target: 'reply' }, new Date(Date.now() - 91 * 86_400_000)),
      garbled: 'これはトークンではありません',
      truncated: good.slice(0, -1),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await t.app.inject({ method: 'POST', url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
      expect([name, res.statusCode]).toEqual([name, 400]);
      expect(res.json().errors).toEqual([{ field: 'token', message: expect.stringMatching(name === 'expired' ? /有効期限/ : /正しくありません/) }]);
    }
    expectFieldErrors(await call(t.app, 'POST', UNSUBSCRIBE), [{ field: 'token', message: expect.any(String) }]);
    expect(await t.db.query('SELECT kind FROM notification_settings')).toEqual([]);
  });
});

describe('instant mails', () => {
  test('an expert answer is mailed once, with the title in the body and never in the subject, and never a post text', async () => {
    const { asker, question, comment } = await answeredAsker();
    const id = await notificationFor(t.db, { userId: asker.id, kind: 'expert_answer', questionId: question, commentId: comment });
    const mails = t.app.ctx.services.notificationMails;
    await mails.sendInstant();
    await mails.sendInstant();
    const outbox = await waitForMail(t.app);
    expect(outbox).toHaveLength(1);
    const [mail] = outbox;
    expect(mail.to).toBe('asker@example.jp');
    expect(mail.subject).toBe('【障害福祉Q&Aひろば】あなたの質問に専門家が回答しました');
    expect(mail.text).toContain(`『${TITLE}』の専門家の回答を見る: http://localhost:3000/question-and-answer/${encodeURIComponent('専門家')}/${question}#comment-${comment}`);
    expect(mail.text).toContain('お知らせの設定を変える: http://localhost:3000/notifications/settings');
    expect(mail.text).toMatch(/このメールの配信を停止する: http:\/\/localhost:3000\/notifications\/unsubscribe\?token=/);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ja">/);
    expect(mail.html).toContain('<h1>あなたの質問に専門家が回答しました</h1>');
    expect(mail.html).toContain(`>『${TITLE}』の専門家の回答を見る</a>`);
    expect(JSON.stringify(mail)).not.toContain('秘密');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/v1\/notification_settings\/unsubscribe\?token=[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await mailedAt(t.db, id)).not.toBeNull();
  });

  test('digest, off, read, old and hidden posts’ notifications are not mailed at once', async () => {
    const { asker, question, comment } = await answeredAsker();
    const digest = await notificationFor(t.db, { userId: asker.id, kind: 'comment', questionId: question, commentId: comment });
    const off = await notificationFor(t.db, { userId: asker.id, kind: 'like', questionId: question });
    await notificationFor(t.db, { userId: asker.id, kind: 'expert_answer', questionId: question, commentId: comment, read: true });
    await notificationFor(t.db, { userId: asker.id, kind: 'expert_answer', questionId: question, commentId: comment, ago: '2 days' });
    const hiddenComment = await commentBy(t.db, asker.id, question);
    await t.db.query("UPDATE comments SET moderation = 'hidden' WHERE id = $1", [hiddenComment]);
    await notificationFor(t.db, { userId: asker.id, kind: 'expert_answer', questionId: question, commentId: hiddenComment });
    const removedComment = await commentBy(t.db, asker.id, question);
    await t.db.query('UPDATE comments SET deleted_at = now() WHERE id = $1', [removedComment]);
    await notificationFor(t.db, { userId: asker.id, kind: 'reply', questionId: question, commentId: removedComment });
    // The person turned expert answers off: not mailed either.
    const other = await answeredAsker('other@example.jp');
    await call(t.app, 'PUT', SETTINGS, { token: other.asker.token, payload: { settings: [{ kind: 'expert_answer', delivery: 'off' }] } });
    await notificationFor(t.db, { userId: other.asker.id, kind: 'expert_answer', questionId: other.question, commentId: other.comment });

    await t.app.ctx.services.notificationMails.sendInstant();
    expect(await waitForMail(t.app)).toEqual([]);
    expect(await mailedAt(t.db, digest)).toBeNull();
    expect(await mailedAt(t.db, off)).toBeNull();
  });

  test('a kick after a notification is written mails it within seconds, through the job runner', async () => {
    const { asker, question, comment } = await answeredAsker();
    await notificationFor(t.db, { userId: asker.id, kind: 'reply', questionId: question, commentId: comment });
    await earlyInKickWindow();
    await kickNotificationMails(t.app.ctx.jobs);
    // Kicks within the same few seconds are one run now and at most one more at the next window.
    await kickNotificationMails(t.app.ctx.jobs);
    await kickNotificationMails(t.app.ctx.jobs);
    const kicks = await t.db.query<{ later: boolean }>("SELECT start_after > now() AS later FROM pgboss.job WHERE name = 'notification-mails' AND singleton_key = 'kick' ORDER BY start_after");
    expect(kicks).toEqual([{ later: false }, { later: true }]);
    expect((await outboxOf(1)).map((m) => m.subject)).toEqual(['【障害福祉Q&Aひろば】あなたの回答・コメントに返信がつきました']);
  }, 30_000);

  test('a notification written after its window’s run has run is mailed at the next window, not left to the minute’s run', async () => {
    const first = await answeredAsker();
    await earlyInKickWindow();
    await notificationFor(t.db, { userId: first.asker.id, kind: 'reply', questionId: first.question, commentId: first.comment });
    await kickNotificationMails(t.app.ctx.jobs);
    expect((await outboxOf(1)).map((m) => m.to)).toEqual(['asker@example.jp']);
    // The window's run is over; this one's kick is in the same window (or, on a slow machine, the next).
    const second = await answeredAsker('second@example.jp');
    await notificationFor(t.db, { userId: second.asker.id, kind: 'reply', questionId: second.question, commentId: second.comment });
    await kickNotificationMails(t.app.ctx.jobs);
    expect((await outboxOf(2)).map((m) => m.to)).toEqual(['asker@example.jp', 'second@example.jp']);
  }, 30_000);

  test('a mail that cannot be stored leaves its notification, recorded, to a later run; the others are mailed', async () => {
    const { asker, question, comment } = await answeredAsker();
    const id = await notificationFor(t.db, { userId: asker.id, kind: 'expert_answer', questionId: question, commentId: comment });
    const other = await answeredAsker('other@example.jp');
    const otherId = await notificationFor(t.db, { userId: other.asker.id, kind: 'expert_answer', questionId: other.question, commentId: other.comment });
    // The mail of the first notification cannot be stored; the other's can (docs/jobs.md#one-bad-item).
    const mailer = t.app.ctx.mailer;
    const broken: Mailer = { send: (mail, options) => (mail.to === 'asker@example.jp' ? Promise.reject(new Error('queue unavailable')) : mailer.send(mail, options)) };
    const service = createNotificationMailService({ db: t.db, mailer: broken, unsubscribeTokens: tokens, config: t.config });
    expect(await service.sendInstant()).toBe(2);
    expect(await mailedAt(t.db, id)).toBeNull();
    expect(await mailedAt(t.db, otherId)).not.toBeNull();
    expect((await waitForMail(t.app)).map((m) => m.to)).toEqual(['other@example.jp']);
    expect(await t.db.query("SELECT item, attempts, error FROM job_item_failures WHERE queue = 'notification-mails'")).toEqual([
      { item: `notification:${id}`, attempts: 1, error: 'Error: queue unavailable' },
    ]);
    // It waits before its next try; then the next run mails it and forgets the failure.
    await t.app.ctx.services.notificationMails.sendInstant();
    expect(await mailedAt(t.db, id)).toBeNull();
    await t.db.query("UPDATE job_item_failures SET retry_at = now() - interval '1 second'");
    await t.app.ctx.services.notificationMails.sendInstant();
    expect((await waitForMail(t.app)).map((m) => m.to).sort()).toEqual(['asker@example.jp', 'other@example.jp']);
    expect(await t.db.query('SELECT item FROM job_item_failures')).toEqual([]);
  });
});

describe('the daily digest', () => {
  /** Three people with an unread digest notification; the third looked at the site's list after it came. */
  async function threePeople() {
    const people = [];
    for (const name of ['a', 'b', 'c']) {
      const { asker, question, comment } = await answeredAsker(`${name}@example.jp`);
      await notificationFor(t.db, { userId: asker.id, kind: 'comment', questionId: question, commentId: comment, ago: '1 hour' });
      await notificationFor(t.db, { userId: asker.id, kind: 'best_answer', questionId: question, commentId: comment, ago: '30 minutes' });
      people.push(asker);
    }
    await t.db.query("UPDATE users SET notifications_seen_at = now() - interval '10 minutes' WHERE id = $1", [people[2].id]);
    return people;
  }
  const digestsOf = (mails: OutboxMail[]) => mails.map((m) => m.to).sort();

  test('through the job runner: only people with unseen unread items, once per day, recorded per person', async () => {
    const [a] = await threePeople();
    // An instant kind and a read one stay out of the digest.
    const other = await answeredAsker('d@example.jp');
    await notificationFor(t.db, { userId: other.asker.id, kind: 'comment', questionId: other.question, commentId: other.comment, read: true });
    for (let run = 0; run < 2; run++) {
      await t.app.ctx.jobs.send('notification-digest', {});
      while ((await t.app.ctx.jobs.pending('notification-digest')) > 0) await new Promise((r) => setTimeout(r, 50));
    }
    const outbox = await waitForMail(t.app);
    expect(digestsOf(outbox)).toEqual(['a@example.jp', 'b@example.jp']);
    const mail = outbox.find((m) => m.to === 'a@example.jp')!;
    expect(mail.subject).toBe('【障害福祉Q&Aひろば】新しいお知らせが2件あります');
    expect(mail.html).toContain('<h1>新しいお知らせが2件あります</h1>');
    expect(mail.text).toContain('■ あなたの回答がベストアンサーに選ばれました');
    expect(mail.text).toContain('■ あなたの質問に回答・コメントがつきました');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(JSON.stringify(outbox)).not.toContain('秘密');
    const day = japanDate(new Date());
    expect(await t.db.query('SELECT user_id, day::text AS day, notification_count FROM notification_digests ORDER BY user_id')).toEqual([
      { user_id: a.id, day, notification_count: 2 },
      { user_id: a.id + 2, day, notification_count: 2 },
    ]);
  });

  test("a digest's link stops the digest kinds", async () => {
    await threePeople();
    await t.app.ctx.services.notificationMails.sendDigests();
    const [mail] = (await waitForMail(t.app)).filter((m) => m.to === 'a@example.jp');
    const url = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
    const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kinds).toContain('comment');
    expect(res.json().data.kinds).not.toContain('expert_answer');
  });

  test('a run that dies mid-way (its transaction never commits) and runs again mails each person once', async () => {
    await threePeople();
    let transactions = 0;
    // The second person's transaction has recorded the day, marked the notifications and stored the
    // mail when the process "dies": none of it commits, as after a kill.
    const dying: Database = Object.assign(Object.create(t.db) as Database, {
      transaction: <T>(fn: Parameters<Database['transaction']>[0]) =>
        t.db.transaction(async (tx) => {
          const result = (await fn(tx)) as T;
          if (++transactions === 2) throw new Error('killed');
          return result;
        }),
    });
    const first = createNotificationMailService({ db: dying, mailer: t.app.ctx.mailer, unsubscribeTokens: tokens, config: t.config });
    await expect(first.sendDigests()).rejects.toThrow('killed');
    expect(digestsOf(await waitForMail(t.app))).toEqual(['a@example.jp']);
    // The job tried again (pg-boss retries it), on this server or the next.
    await t.app.ctx.services.notificationMails.sendDigests();
    await t.app.ctx.services.notificationMails.sendDigests();
    expect(digestsOf(await waitForMail(t.app))).toEqual(['a@example.jp', 'b@example.jp']);
  });

  test('one person whose digest fails is recorded and the others are mailed; the retried run mails them; after the last try they are set aside for the day', async () => {
    await threePeople();
    const mailer = t.app.ctx.mailer;
    const broken: Mailer = { send: (mail, options) => (mail.to === 'a@example.jp' ? Promise.reject(new Error('mail refused')) : mailer.send(mail, options)) };
    const service = createNotificationMailService({ db: t.db, mailer: broken, unsubscribeTokens: tokens, config: t.config });
    // The run mails b, then throws a's error so that the job is tried again.
    await expect(service.sendDigests()).rejects.toThrow('mail refused');
    expect(digestsOf(await waitForMail(t.app))).toEqual(['b@example.jp']);
    expect(await t.db.query("SELECT item, attempts FROM job_item_failures WHERE queue = 'notification-digest'")).toEqual([{ item: expect.stringMatching(/^digest:\d+$/), attempts: 1 }]);
    for (let attempt = 2; attempt <= ITEM_TRIES; attempt++) await expect(service.sendDigests()).rejects.toThrow('mail refused');
    // Set aside: the job's next retry leaves a out and ends well.
    expect(await service.sendDigests()).toBe(0);
    expect(await t.db.query("SELECT attempts, retry_at = 'infinity' AS set_aside FROM job_item_failures")).toEqual([{ attempts: ITEM_TRIES, set_aside: true }]);
    // The next day is a new item: a is tried afresh.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await t.app.ctx.services.notificationMails.sendDigests(tomorrow)).toBe(1);
  });

  test(`two servers running the digest at once mail each person once (${process.env.DATABASE_URL ? 'PostgreSQL, two pools' : 'PGlite'})`, async () => {
    await threePeople();
    const pools: Database[] = [t.db];
    if ('url' in t.db.connection) pools.push(createPostgres(t.db.connection.url));
    try {
      const servers = [0, 1, 2, 3].map((i) =>
        createNotificationMailService({ db: pools[i % pools.length], mailer: t.app.ctx.mailer, unsubscribeTokens: tokens, config: t.config }),
      );
      const mailed = await Promise.all(servers.map((s) => s.sendDigests()));
      expect(mailed.reduce((sum, n) => sum + n, 0)).toBe(2);
    } finally {
      if (pools[1]) await pools[1].close();
    }
    expect(digestsOf(await waitForMail(t.app))).toEqual(['a@example.jp', 'b@example.jp']);
    expect(await t.db.query('SELECT count(*)::int AS n FROM notification_digests')).toEqual([{ n: 2 }]);
  });

  test('suspended and withdrawn people get none', async () => {
    const [a, b] = await threePeople();
    await t.db.query("UPDATE users SET suspended_at = now(), suspended_reason = '規約違反' WHERE id = $1", [a.id]);
    await t.db.query('UPDATE users SET withdrawn_at = now() WHERE id = $1', [b.id]);
    expect(await t.app.ctx.services.notificationMails.sendDigests()).toBe(0);
    expect(await waitForMail(t.app)).toEqual([]);
  });
});

test("a notification's place: the answer's or reply's anchor on its question's page, or the page of what it tells", () => {
  const row = { variant: null, question_id: 12, comment_id: null, reply_id: null, expert_info_id: null, is_expert_question: false } as const;
  const general = `/question-and-answer/${encodeURIComponent('一般')}/12`;
  expect(notificationPlace({ ...row, kind: 'new_question' })).toBe(general);
  expect(notificationPlace({ ...row, kind: 'comment', comment_id: 5 })).toBe(`${general}#comment-5`);
  expect(notificationPlace({ ...row, kind: 'reply', comment_id: 5, reply_id: 9 })).toBe(`${general}#reply-9`);
  expect(notificationPlace({ ...row, kind: 'expert_answer', comment_id: 5, is_expert_question: true })).toBe(`/question-and-answer/${encodeURIComponent('専門家')}/12#comment-5`);
  const none = { ...row, question_id: null };
  expect(notificationPlace({ ...none, kind: 'expert_application', variant: 'approved' })).toBe('/my-page-expert');
  expect(notificationPlace({ ...none, kind: 'expert_application', variant: 'rejected' })).toBe('/become-an-expert');
  expect(notificationPlace({ ...none, kind: 'payment', variant: 'payment_failed' })).toBe('/my-page/payment-info');
  expect(notificationPlace({ ...none, kind: 'admin_report' })).toBe('/admin/reports');
  // A new application: the admin's page of it.
  expect(notificationPlace({ ...none, kind: 'admin_expert_application', expert_info_id: 7 })).toBe('/admin/experts/7');
});

describe('over real SMTP', () => {
  let server: SMTPServer;
  const received: Buffer[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('headers, both parts, and the link that unsubscribes', async () => {
    const { port } = server.server.address() as AddressInfo;
    await t.rebuild({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const { asker, question, comment } = await answeredAsker();
    await notificationFor(t.db, { userId: asker.id, kind: 'expert_answer', questionId: question, commentId: comment });
    await t.app.ctx.services.notificationMails.sendInstant();
    await waitForMail(t.app);
    expect(readOutbox(t.dataDir)).toEqual([]);
    expect(received).toHaveLength(1);

    const mail = await simpleParser(received[0]);
    expect(mail.subject).toBe('【障害福祉Q&Aひろば】あなたの質問に専門家が回答しました');
    expect(mail.subject).not.toContain(TITLE);
    expect(mail.text).toContain(`『${TITLE}』の専門家の回答を見る`);
    expect(mail.html).toMatch(/<html lang="ja">/);
    expect(mail.html).toMatch(/<h1>あなたの質問に専門家が回答しました<\/h1>/);
    expect(received[0].toString()).toMatch(/Content-Type: multipart\/alternative/i);
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/v1\/notification_settings\/unsubscribe\?token=/);

    const url = new URL(link!);
    const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kinds: ['expert_answer'], delivery: 'off' });
    expect(await deliveries(asker.token)).toMatchObject({ expert_answer: 'off', reply: 'instant' });
  });
});
