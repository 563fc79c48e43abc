// Notifications in the site (docs/notifications.md): who hears of each event, the exact place each
// links to, grouped likes, the list, the unread count and read marks, what disappears with a hidden or
// removed post or a withdrawn account, and the count agreeing across servers through Redis.
import type { Notification } from '@hiroba/contract';
import { noticeEndingMemberships } from '../src/notifications/membership-ending';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn, decide, report, reviewsOf } from './helpers/safety';
import { DEMO, call, useRedisSibling, userIdOf, useTestApp } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
let asker: { id: number; token: string };
beforeEach(async () => {
  w = await qaWorld(t);
  asker = { id: await userIdOf(t.db, DEMO.paid), token: w.tokens.paid };
});

async function notificationsOf(token: string, query = ''): Promise<Notification[]> {
  const res = await call(t.app, 'GET', `/api/v1/notifications${query}`, { token });
  if (res.statusCode !== 200) throw new Error(`GET /api/v1/notifications: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
const unreadOf = async (token: string, app = t.app) => (await call(app, 'GET', '/api/v1/notifications/unread_count', { token })).json().data.unread as number;
const askQuestion = (body: Record<string, unknown> = {}) =>
  ask(t.app, asker.token, { title: '就労移行支援の選び方', body: '見学では何を見ればよいですか。', category_id: w.categoryId, ...body });
const reply = async (token: string, commentId: number, body = '補足します。') => {
  const res = await call(t.app, 'POST', '/api/v1/replies', { token, payload: { comment_id: commentId, body } });
  if (res.statusCode !== 201) throw new Error(`POST /api/v1/replies: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
};
const like = (token: string, question_id: number) => call(t.app, 'POST', '/api/v1/user_like_questions', { token, payload: { question_id } });

describe('who hears of what', () => {
  test("an expert's answer: the asker hears of it, linked to the answer itself; the expert hears nothing of their own act", async () => {
    const questionId = await askQuestion();
    const commentId = await commentOn(t.app, w.tokens.expert, questionId, '見学では支援員の関わり方を見てください。');
    expect(await unreadOf(asker.token)).toBe(1);
    const [n] = await notificationsOf(asker.token);
    expect(n).toMatchObject({
      kind: 'expert_answer',
      message: 'あなたの質問に専門家が回答しました',
      title: '就労移行支援の選び方',
      url: `/question-and-answer/${encodeURIComponent('専門家')}/${questionId}#comment-${commentId}`,
      actor_count: 1,
      read: false,
    });
    expect(await unreadOf(w.tokens.expert)).toBe(0);
  });

  test("a member's comment is a comment; a reply reaches the comment's author at the reply's place", async () => {
    const questionId = await askQuestion();
    const commentId = await commentOn(t.app, w.tokens.free, questionId, '私は三つ見学しました。');
    const [comment] = await notificationsOf(asker.token);
    expect(comment).toMatchObject({ kind: 'comment', message: 'あなたの質問に回答・コメントがつきました' });
    expect(comment.url).toMatch(new RegExp(`/${questionId}#comment-${commentId}$`));
    const replyId = await reply(asker.token, commentId, 'ありがとうございます。');
    const [toAuthor] = await notificationsOf(w.tokens.free);
    expect(toAuthor).toMatchObject({ kind: 'reply', message: 'あなたの回答・コメントに返信がつきました' });
    expect(toAuthor.url).toMatch(new RegExp(`/${questionId}#reply-${replyId}$`));
    // The asker replied: nothing new for them.
    expect(await unreadOf(asker.token)).toBe(1);
  });

  test('a question addressed to an expert reaches them; followers of its category and tags hear once each, never its author', async () => {
    const follower = await member(t, 'follower@example.jp', 'free_member', 'フォロワー');
    const both = await member(t, 'both@example.jp', 'free_member', '両方');
    const otherTag = await member(t, 'other-tag@example.jp', 'free_member', '別のタグ');
    // otherTag follows the tag whose id is the category's (not the question's tag): a tag's id is not a category's.
    const tagId = w.tagIds.find((id) => id !== w.categoryId)!;
    await t.db.query(
      `INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, 'category', $3), ($2, 'category', $3), ($2, 'tag', $4), ($5, 'tag', $4), ($6, 'tag', $3)`,
      [follower.id, both.id, w.categoryId, tagId, asker.id, otherTag.id],
    );
    const questionId = await askQuestion({ expert_info_id: w.expertInfoId, tag_ids: [tagId] });
    expect(await notificationsOf(w.tokens.expert)).toEqual([expect.objectContaining({ kind: 'addressed', message: 'あなた宛ての質問が届きました' })]);
    for (const token of [follower.token, both.token]) {
      const list = await notificationsOf(token);
      expect(list).toEqual([expect.objectContaining({ kind: 'new_question', message: 'フォロー中のタグ・カテゴリに質問が投稿されました' })]);
      expect(list[0].url).toMatch(new RegExp(`/${questionId}$`));
    }
    expect(await notificationsOf(asker.token)).toEqual([]);
    expect(await notificationsOf(otherTag.token)).toEqual([]);
  });

  test("a followed question's new answers reach its followers; the asker who follows it too hears once", async () => {
    const questionId = await askQuestion();
    const follower = await member(t, 'follower@example.jp', 'free_member', 'フォロワー');
    await t.db.query(`INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, 'question', $3), ($2, 'question', $3) ON CONFLICT DO NOTHING`, [follower.id, asker.id, questionId]);
    await commentOn(t.app, w.tokens.expert, questionId, '回答します。');
    expect((await notificationsOf(follower.token)).map((n) => n.kind)).toEqual(['followed_answer']);
    expect((await notificationsOf(asker.token)).map((n) => n.kind)).toEqual(['expert_answer']);
  });

  test('likes are grouped while unread: 「3人がいいねしました」, one person counted once; after reading, a new like starts a new notice', async () => {
    const questionId = await askQuestion();
    const likers = [await member(t, 'l1@example.jp'), await member(t, 'l2@example.jp'), await member(t, 'l3@example.jp')];
    for (const liker of likers) expect((await like(liker.token, questionId)).statusCode).toBe(201);
    // Unliking and liking again does not count the same person twice.
    await call(t.app, 'DELETE', `/api/v1/user_like_questions/delete_by_user_id_and_question_id?question_id=${questionId}`, { token: likers[0].token });
    expect((await like(likers[0].token, questionId)).statusCode).toBe(201);
    let list = await notificationsOf(asker.token);
    expect(list).toEqual([expect.objectContaining({ kind: 'like', message: '3人がいいねしました', actor_count: 3 })]);
    expect(await unreadOf(asker.token)).toBe(1);
    await call(t.app, 'POST', `/api/v1/notifications/${list[0].id}/read`, { token: asker.token });
    expect((await like((await member(t, 'l4@example.jp')).token, questionId)).statusCode).toBe(201);
    list = await notificationsOf(asker.token);
    expect(list.map((n) => [n.message, n.read])).toEqual([
      ['1人がいいねしました', false],
      ['3人がいいねしました', true],
    ]);
  });

  test("a comment's likes reach its author, linked to the comment", async () => {
    const questionId = await askQuestion();
    const commentId = await commentOn(t.app, w.tokens.free, questionId, '送迎の有無を確かめました。');
    expect((await call(t.app, 'POST', '/api/v1/user_like_comments', { token: asker.token, payload: { comment_id: commentId } })).statusCode).toBe(201);
    const [n] = await notificationsOf(w.tokens.free);
    expect(n).toMatchObject({ kind: 'like', message: '1人がいいねしました' });
    expect(n.url).toMatch(new RegExp(`#comment-${commentId}$`));
  });

  test('expert applications: admins hear of a new one; the applicant hears of the decision', async () => {
    const applicant = await member(t, 'applicant@example.jp', 'free_member', '申請者');
    const applied = await call(t.app, 'POST', '/api/v1/expert_infos', {
      token: applicant.token,
      payload: { name: '佐藤 一郎', title: '社会福祉士', qualifications: '社会福祉士', fields: '障害年金', profile: '相談員です。', qualification_check: '登録番号 第1号' },
    });
    expect(applied.statusCode).toBe(201);
    const expertInfoId = applied.json().data.id;
    expect(await notificationsOf(w.tokens.admin)).toEqual([
      expect.objectContaining({ kind: 'admin_expert_application', message: '新しい専門家の申請が届きました', url: `/admin/experts/${expertInfoId}` }),
    ]);
    expect((await call(t.app, 'POST', '/api/v1/expert_infos/change_status', { token: w.tokens.admin, payload: { id: expertInfoId, status: 'approved' } })).statusCode).toBe(200);
    expect(await notificationsOf(applicant.token)).toEqual([
      expect.objectContaining({ kind: 'expert_application', variant: 'approved', message: '専門家の申請が承認されました', url: '/my-page-expert' }),
    ]);
  });

  test('admins hear of the review queue once while unread, however many reports come in', async () => {
    const questionId = await askQuestion();
    const commentId = await commentOn(t.app, w.tokens.free, questionId, '送迎を確かめました。');
    expect((await report(t.app, w.tokens.expert, 'comment', commentId)).statusCode).toBe(201);
    expect((await report(t.app, asker.token, 'comment', commentId, 'spam')).statusCode).toBe(201);
    expect(await notificationsOf(w.tokens.admin)).toEqual([expect.objectContaining({ kind: 'admin_report', url: '/admin/reports', read: false })]);
    expect(await unreadOf(w.tokens.admin)).toBe(1);
  });

  test('a failed payment and a membership about to end reach the member, once per ending', async () => {
    await t.app.ctx.services.notifier.notify({ type: 'payment.failed', userId: asker.id });
    await t.db.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, status, price_jpy, current_period_end, cancel_at_period_end)
       VALUES ($1, 'local', 'sub_ending', 'active', 980, now() + interval '2 days', true)`,
      [asker.id],
    );
    expect(await noticeEndingMemberships(t.db, t.app.ctx.services.notifier)).toBe(1);
    expect(await noticeEndingMemberships(t.db, t.app.ctx.services.notifier)).toBe(0);
    expect((await notificationsOf(asker.token)).map((n) => [n.kind, n.variant, n.message, n.url])).toEqual([
      ['payment', 'membership_ending', '有料会員の期間がまもなく終わります', '/my-page/payment-info'],
      ['payment', 'payment_failed', 'お支払いができませんでした', '/my-page/payment-info'],
    ]);
  });
});

describe('the list, the count and read marks', () => {
  test('newest first; reading one, unread_only, すべて既読にする; someone else\'s notification is 404 and stays unread', async () => {
    const questionId = await askQuestion();
    await commentOn(t.app, w.tokens.free, questionId, '一つ目');
    await commentOn(t.app, w.tokens.expert, questionId, '二つ目');
    const list = await notificationsOf(asker.token);
    expect(list.map((n) => n.kind)).toEqual(['expert_answer', 'comment']);
    const other = await call(t.app, 'POST', `/api/v1/notifications/${list[0].id}/read`, { token: w.tokens.free });
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].message).toBe('お知らせが見つかりませんでした。');
    const read = await call(t.app, 'POST', `/api/v1/notifications/${list[0].id}/read`, { token: asker.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: list[0].id, read: true });
    expect(await unreadOf(asker.token)).toBe(1);
    expect((await notificationsOf(asker.token, '?unread_only=true')).map((n) => n.id)).toEqual([list[1].id]);
    const all = await call(t.app, 'POST', '/api/v1/notifications/read_all', { token: asker.token });
    expect(all.json().data).toEqual({ unread: 0 });
    expect(await unreadOf(asker.token)).toBe(0);
  });

  test('opening the list records when the person saw their notifications (the digest leaves those out)', async () => {
    const seen = async () => (await t.db.one<{ at: string | null }>('SELECT notifications_seen_at AS at FROM users WHERE id = $1', [asker.id]))!.at;
    expect(await seen()).toBeNull();
    await notificationsOf(asker.token);
    expect(await seen()).not.toBeNull();
  });

  test('signed out is 401; a bad id or page is 400 naming the field', async () => {
    expect((await call(t.app, 'GET', '/api/v1/notifications')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/notifications/unread_count')).statusCode).toBe(401);
    const badId = await call(t.app, 'POST', '/api/v1/notifications/abc/read', { token: asker.token });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('id');
    const badPage = await call(t.app, 'GET', '/api/v1/notifications?page=0', { token: asker.token });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().errors[0].field).toBe('page');
  });
});

describe('what disappears', () => {
  test("a hidden answer's notifications leave the list and the count, and come back when it is published again", async () => {
    const questionId = await askQuestion();
    const commentId = await commentOn(t.app, w.tokens.free, questionId, '送迎を確かめました。');
    expect(await unreadOf(asker.token)).toBe(1);
    expect((await report(t.app, w.tokens.expert, 'comment', commentId)).statusCode).toBe(201);
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect((await decide(t.app, w.tokens.admin, review.id, 'hide')).statusCode).toBe(200);
    expect(await notificationsOf(asker.token)).toEqual([]);
    expect(await unreadOf(asker.token)).toBe(0);
    const [closed] = await reviewsOf(t.app, w.tokens.admin, 'closed');
    expect((await decide(t.app, w.tokens.admin, closed.id, 'restore')).statusCode).toBe(200);
    expect((await notificationsOf(asker.token)).map((n) => n.kind)).toEqual(['comment']);
  });

  test("a removed question's notifications disappear", async () => {
    const questionId = await askQuestion({ expert_info_id: w.expertInfoId });
    expect(await unreadOf(w.tokens.expert)).toBe(1);
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${questionId}`, { token: asker.token })).statusCode).toBe(204);
    expect(await notificationsOf(w.tokens.expert)).toEqual([]);
    expect(await unreadOf(w.tokens.expert)).toBe(0);
  });

  test("withdrawal deletes the person's notifications and takes them out of others' like counts", async () => {
    const questionId = await askQuestion();
    const liker = await member(t, 'liker@example.jp');
    await like(liker.token, questionId);
    await like(w.tokens.free, questionId);
    await commentOn(t.app, w.tokens.expert, questionId, '回答します。');
    expect((await call(t.app, 'DELETE', `/api/v1/users/${liker.id}`, { token: liker.token })).statusCode).toBeLessThan(300);
    expect((await notificationsOf(asker.token)).find((n) => n.kind === 'like')).toMatchObject({ message: '1人がいいねしました', actor_count: 1 });
    expect((await call(t.app, 'DELETE', `/api/v1/users/${asker.id}`, { token: asker.token })).statusCode).toBeLessThan(300);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [asker.id]))!.n).toBe(0);
  });
});

describe('two servers sharing Redis', () => {
  const sibling = useRedisSibling(t);

  test('both answer the same unread count at once, before and after a notification and a read', async () => {
    const questionId = await askQuestion();
    expect([await unreadOf(asker.token), await unreadOf(asker.token, sibling.other())]).toEqual([0, 0]);
    await commentOn(t.app, w.tokens.expert, questionId, '回答します。');
    expect([await unreadOf(asker.token), await unreadOf(asker.token, sibling.other())]).toEqual([1, 1]);
    expect((await call(sibling.other(), 'POST', '/api/v1/notifications/read_all', { token: asker.token })).statusCode).toBe(200);
    expect([await unreadOf(asker.token), await unreadOf(asker.token, sibling.other())]).toEqual([0, 0]);
  });
});
