// 通報 (docs/moderation.md#reports): one report per person and item, never of one's own post, at most
// REPORTS_PER_DAY a day; enough different people hide the item at once; a 心配な投稿 report tops the
// queue; refused reports write nothing.
import { HIDDEN_NOTICE, REPORTS_PER_DAY } from '@hiroba/contract';
import { call, userIdOf, DEMO, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn, countRows, report, reporters, reviewsOf } from './helpers/safety';

const t = useTestApp();
let w: QaWorld;
let questionId: number;
let commentId: number;
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '作業所の選び方', body: '見学で何を見ればよいですか。', category_id: w.categoryId });
  commentId = await commentOn(t.app, w.tokens.free, questionId, '送迎があるかを確かめました。');
});

const commentsAs = async (token?: string) =>
  (await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${questionId}`, { token })).json().data as Array<Record<string, unknown>>;

test('a question, comment, reply and profile can be reported; the answer tells nothing about the item or other reports', async () => {
  const reply = await call(t.app, 'POST', '/api/v1/replies', { token: w.tokens.free, payload: { comment_id: commentId, body: '補足です。' } });
  const freeId = await userIdOf(t.db, DEMO.free);
  const items: Array<[string, number]> = [
    ['question', questionId],
    ['comment', commentId],
    ['reply', reply.json().data.id],
    ['profile', freeId],
  ];
  for (const [kind, id] of items) {
    const res = await report(t.app, w.tokens.expert, kind, id, 'spam', '宣伝のように見えます');
    expect([kind, res.statusCode]).toEqual([kind, 201]);
    expect(res.json().data).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
  }
  const queue = await reviewsOf(t.app, w.tokens.admin);
  expect(queue.map((r) => [r.subject.kind, r.subject.id])).toEqual(items);
  // The queue shows reasons, counts and notes, never who reported.
  expect(queue[1].reports).toEqual([{ reason: 'spam', count: 1, notes: ['宣伝のように見えます'] }]);
  // 通報 is why each is there.
  expect(queue.map((r) => r.reasons)).toEqual(items.map(() => [{ reason: 'report', detail: null }]));
  expect(JSON.stringify(queue)).not.toContain('demo-expert');
});

test('a second report by the same person is 409 naming item_id, and is not stored', async () => {
  expect((await report(t.app, w.tokens.paid, 'comment', commentId)).statusCode).toBe(201);
  const again = await report(t.app, w.tokens.paid, 'comment', commentId, 'spam');
  expect(again.statusCode).toBe(409);
  expect(again.json().errors[0].field).toBe('item_id');
  expect(await countRows(t, 'reports')).toBe(1);
});

test('one’s own post is 403; a missing or deleted item 404 naming item_id; nothing is written', async () => {
  const own = await report(t.app, w.tokens.free, 'comment', commentId);
  expect(own.statusCode).toBe(403);
  expect(own.json().errors[0].field).toBe('item_id');

  const missing = await report(t.app, w.tokens.paid, 'comment', commentId + 1000);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().errors[0].field).toBe('item_id');

  expect((await call(t.app, 'DELETE', `/api/v1/comments/${commentId}`, { token: w.tokens.admin })).statusCode).toBe(204);
  const deleted = await report(t.app, w.tokens.paid, 'comment', commentId);
  expect(deleted.statusCode).toBe(404);
  expect(deleted.json().errors[0].field).toBe('item_id');
  expect([await countRows(t, 'reports'), await countRows(t, 'reviews')]).toEqual([0, 0]);
});

test('an unknown reason, a note over 1,000 characters or a forged kind is 400 naming the field; nothing is written', async () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['reason', { item_kind: 'comment', item_id: commentId, reason: 'boring' }],
    ['note', { item_kind: 'comment', item_id: commentId, reason: 'other', note: 'あ'.repeat(1001) }],
    ['item_kind', { item_kind: 'column', item_id: commentId, reason: 'spam' }],
    ['item_kind', { item_kind: 'user', item_id: commentId, reason: 'spam' }],
    ['item_kind', { item_kind: 'x', item_id: commentId, reason: 'spam' }],
  ];
  for (const [field, payload] of cases) {
    const res = await call(t.app, 'POST', '/api/v1/reports', { token: w.tokens.paid, payload });
    expect([field, res.statusCode]).toEqual([field, 400]);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  }
  // A note of exactly 1,000 characters is fine.
  expect((await report(t.app, w.tokens.paid, 'comment', commentId, 'other', 'あ'.repeat(1000))).statusCode).toBe(201);
  expect(await countRows(t, 'reports')).toBe(1);
});

test(`report number ${REPORTS_PER_DAY + 1} in a day is 429 with Retry-After`, async () => {
  const author = await userIdOf(t.db, DEMO.free);
  const ids = await t.db.query<{ id: number }>(
    `INSERT INTO comments (question_id, body, user_id) SELECT $1, 'コメント' || n, $2 FROM generate_series(1, ${REPORTS_PER_DAY + 1}) n RETURNING id`,
    [questionId, author],
  );
  for (const { id } of ids.slice(0, REPORTS_PER_DAY)) expect((await report(t.app, w.tokens.paid, 'comment', id, 'spam')).statusCode).toBe(201);
  const over = await report(t.app, w.tokens.paid, 'comment', ids[REPORTS_PER_DAY].id, 'spam');
  expect(over.statusCode).toBe(429);
  const retryAfter = Number(over.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  expect(over.json().errors[0].message).toContain(`${REPORTS_PER_DAY}件`);
  expect(await countRows(t, 'reports')).toBe(REPORTS_PER_DAY);
  // Someone else still may.
  expect((await report(t.app, w.tokens.expert, 'comment', ids[REPORTS_PER_DAY].id, 'spam')).statusCode).toBe(201);
});

test('three different people hide the item at once: others read the notice, the author and admins the text', async () => {
  const [a, b, c] = await reporters(t, 3);
  await report(t.app, a.token, 'comment', commentId);
  await report(t.app, b.token, 'comment', commentId);
  expect((await commentsAs()).find((x) => x.id === commentId)).toMatchObject({ body: '送迎があるかを確かめました。' });
  expect((await report(t.app, c.token, 'comment', commentId)).statusCode).toBe(201);

  for (const token of [undefined, w.tokens.paid, a.token]) {
    const seen = (await commentsAs(token)).find((x) => x.id === commentId)!;
    expect(seen.body).toBe(HIDDEN_NOTICE);
    expect(seen.moderation).toBeUndefined();
    expect(seen.can_report).toBe(false);
  }
  for (const token of [w.tokens.free, w.tokens.admin]) {
    expect((await commentsAs(token)).find((x) => x.id === commentId)).toMatchObject({ body: '送迎があるかを確かめました。', moderation: 'hidden' });
  }
  // A report of an item hidden already is 409; the hiding is the system's own audited action.
  const d = await member(t, 'late@example.jp', 'free_member', '遅れた人');
  expect((await report(t.app, d.token, 'comment', commentId)).statusCode).toBe(409);
  expect(await t.db.one("SELECT actor_user_id, action FROM audit_logs WHERE action = 'review.hide'")).toEqual({ actor_user_id: null, action: 'review.hide' });
});

test('REPORT_HIDE_THRESHOLD sets how many people hide an item', async () => {
  await t.rebuild({ REPORT_HIDE_THRESHOLD: '1' });
  w = await qaWorld(t);
  expect((await report(t.app, w.tokens.paid, 'comment', commentId)).statusCode).toBe(201);
  expect((await commentsAs()).find((x) => x.id === commentId)!.body).toBe(HIDDEN_NOTICE);
});

test('two reports stay below the default threshold of three', async () => {
  for (const r of await reporters(t, 2)) await report(t.app, r.token, 'comment', commentId);
  expect((await commentsAs()).find((x) => x.id === commentId)!.body).toBe('送迎があるかを確かめました。');
});

test('a 心配な投稿 report puts its review first in the queue', async () => {
  const other = await commentOn(t.app, w.tokens.expert, questionId, '別のコメント');
  await report(t.app, w.tokens.paid, 'comment', commentId, 'spam');
  await report(t.app, w.tokens.paid, 'comment', other, 'crisis');
  const queue = await reviewsOf(t.app, w.tokens.admin);
  expect(queue.map((r) => [r.subject.id, r.crisis])).toEqual([
    [other, true],
    [commentId, false],
  ]);
  expect((await call(t.app, 'GET', '/api/v1/reviews/counts', { token: w.tokens.admin })).json().data).toEqual({ open: 2, crisis: 1 });
});

test('a reporter who withdraws leaves the report counted, by no one', async () => {
  const [a, b, c] = await reporters(t, 3);
  await report(t.app, a.token, 'comment', commentId, 'abuse');
  await report(t.app, b.token, 'comment', commentId, 'abuse');
  expect((await call(t.app, 'DELETE', `/api/v1/users/${a.id}`, { token: a.token })).statusCode).toBe(204);
  expect(await t.db.query('SELECT reporter_id FROM reports ORDER BY id')).toEqual([{ reporter_id: null }, { reporter_id: b.id }]);
  expect((await reviewsOf(t.app, w.tokens.admin))[0].reports).toEqual([{ reason: 'abuse', count: 2, notes: [] }]);
  // The withdrawn person still counts among the three different people.
  await report(t.app, c.token, 'comment', commentId, 'abuse');
  expect((await commentsAs()).find((x) => x.id === commentId)!.body).toBe(HIDDEN_NOTICE);
});
