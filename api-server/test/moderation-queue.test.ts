// The review queue (docs/moderation.md#the-review-queue): its order and counts, each decision and what
// it does to the post, the author's mails (never quoting the post), the audit log, and how a hidden
// or held question reaches others.
import { HIDDEN_NOTICE } from '@hiroba/contract';
import { waitForMail } from './helpers/outbox';
import { call, DEMO, DEMO_PASSWORD, userIdOf, useTestApp } from './helpers/test-app';
import { ask, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn, decide, report, reporters, reviewsOf } from './helpers/safety';

const t = useTestApp();
let w: QaWorld;
let questionId: number;
const COMMENT_TEXT = '区役所の窓口で相談しました。担当は田中さんでした。';
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '障害者手帳の更新', body: '更新の手続きはいつからできますか。', category_id: w.categoryId });
});

const commentsAs = async (token?: string) =>
  (await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${questionId}`, { token })).json().data as Array<{ id: number; body: string }>;
const bodyOf = async (commentId: number, token?: string) => (await commentsAs(token)).find((c) => c.id === commentId)?.body;
const questionAs = (id: number, token?: string) => call(t.app, 'GET', `/api/v1/questions/${id}`, { token });
const inSitemap = async (id: number) => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(`/${encodeURIComponent('一般')}/${id}</loc>`);

/** A comment by the free member, reported once (its review open). Answers both ids. */
async function reportedComment(text = COMMENT_TEXT, reason = 'abuse') {
  const commentId = await commentOn(t.app, w.tokens.free, questionId, text);
  expect((await report(t.app, w.tokens.expert, 'comment', commentId, reason)).statusCode).toBe(201);
  const review = (await reviewsOf(t.app, w.tokens.admin)).find((r) => r.subject.kind === 'comment' && r.subject.id === commentId)!;
  return { commentId, reviewId: review.id };
}

describe('the list', () => {
  test('open reviews: 心配な投稿 first, then the oldest; closed ones most recently closed first; counts', async () => {
    const first = await reportedComment('一つ目');
    const second = await reportedComment('二つ目');
    const crisis = await reportedComment('三つ目', 'crisis');
    expect((await reviewsOf(t.app, w.tokens.admin)).map((r) => r.id)).toEqual([crisis.reviewId, first.reviewId, second.reviewId]);
    expect((await call(t.app, 'GET', '/api/v1/reviews/counts', { token: w.tokens.admin })).json().data).toEqual({ open: 3, crisis: 1 });

    expect((await decide(t.app, w.tokens.admin, second.reviewId, 'dismiss')).statusCode).toBe(200);
    expect((await decide(t.app, w.tokens.admin, first.reviewId, 'dismiss')).statusCode).toBe(200);
    expect((await reviewsOf(t.app, w.tokens.admin)).map((r) => r.id)).toEqual([crisis.reviewId]);
    const closed = await reviewsOf(t.app, w.tokens.admin, 'closed');
    expect(closed.map((r) => r.id)).toEqual([first.reviewId, second.reviewId]);
    expect(closed[0]).toMatchObject({ state: 'closed', closed_at: expect.any(String), decisions: [{ decision: 'dismiss', decided_at: expect.any(String) }] });
    expect((await call(t.app, 'GET', '/api/v1/reviews/counts', { token: w.tokens.admin })).json().data).toEqual({ open: 1, crisis: 1 });
  });

  test('a review shows the subject whole, its author, its page, the reports and the buttons', async () => {
    const { commentId } = await reportedComment();
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect(review).toMatchObject({
      state: 'open',
      crisis: false,
      subject: { kind: 'comment', id: commentId, title: null, text: COMMENT_TEXT, author: { id: await userIdOf(t.db, DEMO.free), nickname: 'ひまわり' }, moderation: 'visible', deleted: false },
      reports: [{ reason: 'abuse', count: 1, notes: [] }],
      next_decisions: ['dismiss', 'hide', 'warn', 'suspend'],
      decisions: [],
    });
    expect(review.subject.url).toMatch(new RegExp(`/${questionId}#comment-${commentId}$`));
  });
});

describe('decisions', () => {
  test('dismiss closes the review; a held comment becomes public', async () => {
    const held = await commentOn(t.app, w.tokens.free, questionId, 'シネという言葉を見ました');
    expect(await bodyOf(held)).toBeUndefined();
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    const res = await decide(t.app, w.tokens.admin, review.id, 'dismiss');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'closed', subject: { moderation: 'visible' } });
    expect(await bodyOf(held)).toBe('シネという言葉を見ました');
  });

  test('dismiss makes a comment hidden by reports public again', async () => {
    const commentId = await commentOn(t.app, w.tokens.free, questionId, COMMENT_TEXT);
    for (const r of await reporters(t, 3)) await report(t.app, r.token, 'comment', commentId);
    expect(await bodyOf(commentId)).toBe(HIDDEN_NOTICE);
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect(review.next_decisions).toEqual(['dismiss', 'restore', 'warn', 'suspend']);
    expect((await decide(t.app, w.tokens.admin, review.id, 'dismiss')).statusCode).toBe(200);
    expect(await bodyOf(commentId)).toBe(COMMENT_TEXT);
  });

  test('hide: others read the notice, the author is mailed why without the post’s text', async () => {
    const { commentId, reviewId } = await reportedComment();
    const res = await decide(t.app, w.tokens.admin, reviewId, 'hide', '個人名が書かれていたためです。');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'closed', subject: { moderation: 'hidden' }, next_decisions: ['restore', 'warn', 'suspend'] });
    expect(await bodyOf(commentId)).toBe(HIDDEN_NOTICE);
    expect(await bodyOf(commentId, w.tokens.paid)).toBe(HIDDEN_NOTICE);
    expect(await bodyOf(commentId, w.tokens.free)).toBe(COMMENT_TEXT);

    const mails = (await waitForMail(t.app)).filter((m) => m.to === DEMO.free);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('【障害福祉Q&Aひろば】投稿を非公開にしました');
    expect(mail.text).toContain('個人名が書かれていたためです。');
    expect(mail.text).toContain(`#comment-${commentId}`);
    for (const part of [COMMENT_TEXT, '田中', '区役所']) {
      expect(mail.subject).not.toContain(part);
      expect(mail.text).not.toContain(part);
    }
  });

  test('restore: a hidden question comes back whole, its answers, likes and counts unchanged', async () => {
    await commentOn(t.app, w.tokens.free, questionId, '回答です');
    expect((await call(t.app, 'POST', '/api/v1/user_like_questions', { token: w.tokens.free, payload: { question_id: questionId } })).statusCode).toBe(201);
    const kept = ['title', 'body', 'comment_counts', 'like_counts', 'favorite_counts', 'answer_state'] as const;
    const pick = (q: Record<string, unknown>) => Object.fromEntries(kept.map((k) => [k, q[k]]));
    const before = pick((await questionAs(questionId)).json().data);
    expect(before).toMatchObject({ comment_counts: 1, like_counts: 1 });
    const commentsBefore = await commentsAs();

    await report(t.app, w.tokens.free, 'question', questionId, 'misinformation');
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect((await decide(t.app, w.tokens.admin, review.id, 'hide')).statusCode).toBe(200);
    expect((await questionAs(questionId)).json().data).toMatchObject({ title: HIDDEN_NOTICE, body: HIDDEN_NOTICE, comment_counts: 1, like_counts: 1 });

    // Restore is offered on the closed review too: an undo.
    const restored = await decide(t.app, w.tokens.admin, review.id, 'restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ state: 'closed', subject: { moderation: 'visible' } });
    expect(pick((await questionAs(questionId)).json().data)).toEqual(before);
    expect(await commentsAs()).toEqual(commentsBefore);
  });

  test('warn needs a message (400 naming message) and mails the author', async () => {
    const { reviewId } = await reportedComment();
    for (const message of [undefined, '   ']) {
      const res = await decide(t.app, w.tokens.admin, reviewId, 'warn', message);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('message');
    }
    expect(await waitForMail(t.app)).toEqual([]);
    const res = await decide(t.app, w.tokens.admin, reviewId, 'warn', '個人が特定できる書き方は控えてください。');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'open', decisions: [{ decision: 'warn' }] });
    const [mail] = (await waitForMail(t.app)).filter((m) => m.to === DEMO.free);
    expect(mail.subject).toBe('【障害福祉Q&Aひろば】投稿についてのお願い');
    expect(mail.text).toContain('個人が特定できる書き方は控えてください。');
    expect(mail.text).not.toContain(COMMENT_TEXT);
  });

  test('suspend needs a message, then the author can no longer sign in', async () => {
    const { reviewId } = await reportedComment();
    const missing = await decide(t.app, w.tokens.admin, reviewId, 'suspend');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('message');
    expect((await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } })).statusCode).toBe(200);

    expect((await decide(t.app, w.tokens.admin, reviewId, 'suspend', '中傷が続いたため')).statusCode).toBe(200);
    const signIn = await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: DEMO.free, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.statusCode).toBeLessThan(500);
    expect((await t.db.one<{ suspended: boolean }>('SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE email = $1', [DEMO.free]))!.suspended).toBe(true);
  });

  test('a decision the review may not take now is 409 naming decision; an unknown review 404', async () => {
    const { reviewId } = await reportedComment();
    const restore = await decide(t.app, w.tokens.admin, reviewId, 'restore');
    expect(restore.statusCode).toBe(409);
    expect(restore.json().errors[0].field).toBe('decision');
    expect((await decide(t.app, w.tokens.admin, reviewId, 'dismiss')).statusCode).toBe(200);
    const again = await decide(t.app, w.tokens.admin, reviewId, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('decision');
    expect((await decide(t.app, w.tokens.admin, reviewId + 100, 'dismiss')).statusCode).toBe(404);
    const unknown = await decide(t.app, w.tokens.admin, reviewId, 'delete');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('decision');
  });

  test('every decision is in the audit log', async () => {
    const { reviewId } = await reportedComment();
    const second = await reportedComment('別のコメント');
    await decide(t.app, w.tokens.admin, second.reviewId, 'dismiss');
    await decide(t.app, w.tokens.admin, reviewId, 'warn', '注意です');
    await decide(t.app, w.tokens.admin, reviewId, 'hide');
    await decide(t.app, w.tokens.admin, reviewId, 'restore');
    await decide(t.app, w.tokens.admin, reviewId, 'suspend', '利用停止の理由');
    const res = await call(t.app, 'GET', '/api/v1/audit_logs?target_type=review&per=50', { token: w.tokens.admin });
    expect(res.statusCode).toBe(200);
    const actions = (res.json().data as Array<{ action: string; target_id: number }>).map((l) => `${l.action}:${l.target_id}`);
    expect(actions.sort()).toEqual(
      [`review.warn:${reviewId}`, `review.hide:${reviewId}`, `review.restore:${reviewId}`, `review.suspend:${reviewId}`, `review.dismiss:${second.reviewId}`].sort(),
    );
  });
});

describe('a hidden or held question as others see it', () => {
  test('hidden: its title and body read the notice; it is missing from lists, search and the sitemap', async () => {
    expect(await inSitemap(questionId)).toBe(true);
    await report(t.app, w.tokens.free, 'question', questionId, 'abuse');
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect((await decide(t.app, w.tokens.admin, review.id, 'hide')).statusCode).toBe(200);

    expect((await questionAs(questionId)).json().data).toMatchObject({ title: HIDDEN_NOTICE, body: HIDDEN_NOTICE, can_report: false });
    expect((await questionAs(questionId, w.tokens.paid)).json().data).toMatchObject({ title: '障害者手帳の更新', moderation: 'hidden' });
    const ids = async (url: string) => ((await call(t.app, 'GET', url)).json().data as Array<{ id: number }>).map((q) => q.id);
    expect(await ids('/api/v1/questions')).not.toContain(questionId);
    expect(await ids(`/api/v1/questions?keyword=${encodeURIComponent('障害者手帳')}`)).not.toContain(questionId);
    expect(await inSitemap(questionId)).toBe(false);
  });

  test('held: 404 for others; listed for its author with moderation held', async () => {
    const held = await ask(t.app, w.tokens.paid, { title: '質問です', body: 'シネと言われました。', category_id: w.categoryId });
    for (const token of [undefined, w.tokens.free]) expect((await questionAs(held, token)).statusCode).toBe(404);
    expect((await questionAs(held, w.tokens.paid)).json().data).toMatchObject({ id: held, moderation: 'held' });
    expect((await questionAs(held, w.tokens.admin)).json().data).toMatchObject({ id: held, moderation: 'held' });
    const mine = (await call(t.app, 'GET', '/api/v1/questions/my_questions', { token: w.tokens.paid })).json().data as Array<{ id: number; moderation?: string }>;
    expect(mine.find((q) => q.id === held)).toMatchObject({ moderation: 'held' });
    expect(((await call(t.app, 'GET', '/api/v1/questions')).json().data as Array<{ id: number }>).map((q) => q.id)).not.toContain(held);
    expect(await inSitemap(held)).toBe(false);
    expect(await inSitemap(questionId)).toBe(true);
  });
});
