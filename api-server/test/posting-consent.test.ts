// The consent to post: questions, comments and replies are public, disability and health details
// included (要配慮個人情報), so a member agrees before their first one. The server refuses a post without
// it (422 naming posting_consent), keeps the date, and tells the page (needs_posting_consent).
import { ADMIN, call, expectFieldErrors, tokenFor, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld } from './helpers/qa';

const t = useTestApp();
const REFUSED = {
  errors: [{ field: 'posting_consent', message: '投稿についての同意がまだありません。質問やコメントは公開されます。投稿の前に、説明を読んで同意してください。' }],
  request_id: expect.any(String),
};

/** A member who signed up and has not agreed yet (any role but admin), with their token. */
async function newcomer(email: string, role = 'free_member'): Promise<{ id: number; token: string }> {
  const res = await call(t.app, 'POST', '/api/v1/users', { payload: { email, password: 'safe-pass-2026', nickname: 'はじめて', agree_terms: true } });
  expect(res.statusCode).toBe(201);
  const { id } = res.json().data.user;
  if (role !== 'free_member') await t.db.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
  return { id, token: await tokenFor(t.app, email) };
}

const me = async (token: string) => (await call(t.app, 'GET', '/api/v1/users/is_login', { token })).json().data.user;
const consent = (id: number, token: string, payload: unknown = { consent: true }) => call(t.app, 'PUT', `/api/v1/users/${id}/posting_consent`, { token, payload });

test('a new member is told they need to agree, and a comment or reply without it is refused and not written', async () => {
  const w = await qaWorld(t);
  const questionId = await ask(t.app, w.tokens.paid, { title: '通所の送迎について', body: '本文', category_id: w.categoryId });
  const commentId = (await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: questionId, body: '回答' } })).json().data.id;
  const { token } = await newcomer('first-post@example.jp');
  const user = await me(token);
  expect([user.posting_consent_at, user.capabilities.needs_posting_consent]).toEqual([null, true]);

  const comment = await call(t.app, 'POST', '/api/v1/comments', { token, payload: { question_id: questionId, body: '私の場合は' } });
  expect(comment.statusCode).toBe(422);
  expect(comment.json()).toEqual(REFUSED);
  const reply = await call(t.app, 'POST', '/api/v1/replies', { token, payload: { comment_id: commentId, body: 'ありがとうございます' } });
  expect(reply.statusCode).toBe(422);
  expect(reply.json()).toEqual(REFUSED);
  expect(await t.db.one('SELECT comment_counts FROM questions WHERE id = $1', [questionId])).toEqual({ comment_counts: 1 });
  expect(await t.db.query('SELECT id FROM replies')).toEqual([]);
});

test('a paid member’s first question is refused without the consent', async () => {
  const w = await qaWorld(t);
  const { token } = await newcomer('paid-first@example.jp', 'paid_member');
  const res = await call(t.app, 'POST', '/api/v1/questions', { token, payload: { title: '最初の質問', body: '本文', category_id: w.categoryId } });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual(REFUSED);
  expect(await t.db.query('SELECT id FROM questions')).toEqual([]);
});

test('after agreeing, the date is kept and shown, and questions, comments and replies go through', async () => {
  const w = await qaWorld(t);
  const { id, token } = await newcomer('agrees@example.jp', 'paid_member');
  const before = Date.now();
  const res = await consent(id, token);
  expect(res.statusCode).toBe(200);
  const user = res.json().data;
  expect(user.capabilities.needs_posting_consent).toBe(false);
  expect(new Date(user.posting_consent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect((await me(token)).posting_consent_at).toBe(user.posting_consent_at);

  const questionId = await ask(t.app, token, { title: '最初の質問', body: '本文', category_id: w.categoryId });
  const comment = await call(t.app, 'POST', '/api/v1/comments', { token, payload: { question_id: questionId, body: '補足です' } });
  expect(comment.statusCode).toBe(201);
  expect((await call(t.app, 'POST', '/api/v1/replies', { token, payload: { comment_id: comment.json().data.id, body: '返信' } })).statusCode).toBe(201);

  // Agreeing again keeps the first date.
  await t.db.query("UPDATE users SET posting_consent_at = posting_consent_at - interval '1 day' WHERE id = $1", [id]);
  const kept = (await t.db.one<{ posting_consent_at: string }>('SELECT posting_consent_at FROM users WHERE id = $1', [id]))!.posting_consent_at;
  expect((await consent(id, token)).json().data.posting_consent_at).toBe(kept);
});

test('the consent must be given explicitly; the field is named', async () => {
  const { id, token } = await newcomer('unsure@example.jp');
  const message = '投稿についての説明を読んで、同意のチェックを入れてください。';
  expectFieldErrors(await consent(id, token, { consent: false }), [{ field: 'consent', message }]);
  expectFieldErrors(await consent(id, token, {}), [{ field: 'consent', message }]);
  expect((await me(token)).posting_consent_at).toBeNull();
});

test('only the person themself agrees: another member and an admin get 403', async () => {
  const { id } = await newcomer('mine@example.jp');
  const other = await member(t, 'other-member@example.jp');
  expect((await consent(id, other.token)).statusCode).toBe(403);
  const admin = await consent(id, await tokenFor(t.app, ADMIN.email));
  expect(admin.statusCode).toBe(403);
  expect((await call(t.app, 'PUT', `/api/v1/users/${id}/posting_consent`, { payload: { consent: true } })).statusCode).toBe(401);
  expect(await t.db.one('SELECT posting_consent_at FROM users WHERE id = $1', [id])).toEqual({ posting_consent_at: null });
});

test('admins post for the operator without the members’ consent', async () => {
  const w = await qaWorld(t);
  const admin = await me(w.tokens.admin);
  expect([admin.posting_consent_at, admin.capabilities.needs_posting_consent]).toEqual([null, false]);
  expect(await ask(t.app, w.tokens.admin, { title: '運営からの質問', body: '本文', category_id: w.categoryId })).toBeGreaterThan(0);
});

test('the demo members and experts were seeded as having agreed', async () => {
  const w = await qaWorld(t);
  for (const token of [w.tokens.free, w.tokens.paid, w.tokens.expert]) {
    const user = await me(token);
    expect([typeof user.posting_consent_at, user.capabilities.needs_posting_consent]).toEqual(['string', false]);
  }
});
