// What the caller may do travels with the answers (policy/rules.ts decides, the browser shows it):
// the user's membership and capabilities, and can_edit/can_delete on questions, comments and replies.
import { call, setRole, useTestApp, userIdOf, DEMO } from './helpers/test-app';
import { advanceClock, deliverEvents, payLocally, register } from './helpers/payments';
import { ask, member, qaWorld } from './helpers/qa';

const t = useTestApp();

const me = async (token: string) => (await call(t.app, 'GET', '/api/v1/users/is_login', { token })).json().data.user;

test('each role is told its membership and what it may do', async () => {
  const w = await qaWorld(t);
  const free = await me(w.tokens.free);
  expect([free.membership, free.capabilities]).toEqual([
    { status: 'free', paid_until: null, cancel_at_period_end: false, payment_failed: false },
    // The demo members agreed to post already (seeded).
    { can_post_questions: false, can_comment: true, can_answer_as_expert: false, can_withdraw: true, needs_posting_consent: false },
  ]);
  const paid = await me(w.tokens.paid);
  // The demo paid member never paid through a provider: paid, with no period to end.
  expect([paid.membership, paid.capabilities.can_post_questions]).toEqual([{ status: 'paid', paid_until: null, cancel_at_period_end: false, payment_failed: false }, true]);
  const expert = await me(w.tokens.expert);
  expect([expert.membership, expert.capabilities.can_answer_as_expert, expert.capabilities.can_post_questions]).toEqual([null, true, false]);
  const admin = await me(w.tokens.admin);
  expect([admin.membership, admin.capabilities.can_post_questions, admin.capabilities.can_withdraw]).toEqual([null, true, false]);
  await t.db.query('UPDATE users SET is_permanent_paid_member = true WHERE id = $1', [await userIdOf(t.db, DEMO.paid)]);
  expect((await me(w.tokens.paid)).membership).toEqual({ status: 'permanent', paid_until: null, cancel_at_period_end: false, payment_failed: false });
});

test('a question says who may edit and delete it; the server agrees', async () => {
  const w = await qaWorld(t);
  const id = await ask(t.app, w.tokens.paid, { title: '質問', body: '本文', category_id: w.categoryId });
  const flags = async (token?: string) => {
    const q = (await call(t.app, 'GET', `/api/v1/questions/${id}`, { token })).json().data;
    return [q.can_edit, q.can_delete];
  };
  expect(await flags()).toEqual([false, false]);
  expect(await flags(w.tokens.free)).toEqual([false, false]);
  expect(await flags(w.tokens.paid)).toEqual([true, true]);
  // An admin may edit (audited) and remove (moderation) anyone's question.
  expect(await flags(w.tokens.admin)).toEqual([true, true]);
  expect((await call(t.app, 'PATCH', `/api/v1/questions/${id}`, { token: w.tokens.admin, payload: { title: '管理者が直した' } })).statusCode).toBe(200);

  // The author stops being paid: they may still delete their question, but not edit it.
  await setRole(t, DEMO.paid, 'free_member');
  expect(await flags(w.tokens.paid)).toEqual([false, true]);
  expect((await call(t.app, 'PATCH', `/api/v1/questions/${id}`, { token: w.tokens.paid, payload: { title: '変更' } })).statusCode).toBe(403);
  const mine = (await call(t.app, 'GET', '/api/v1/questions/my_questions', { token: w.tokens.paid })).json().data[0];
  expect([mine.id, mine.can_edit, mine.can_delete]).toEqual([id, false, true]);
  expect((await call(t.app, 'DELETE', `/api/v1/questions/${id}`, { token: w.tokens.paid })).statusCode).toBe(204);
});

// docs/product.md#permission-table, on purpose: removing what one wrote about one's health needs no
// payment. The membership ends as it does on the site (cancelled, its period run out).
test('a member whose paid membership ended may still delete their own question, not edit it, not delete others’', async () => {
  const w = await qaWorld(t);
  const token = w.tokens.free;
  expect((await register(t.app, token, await payLocally(t.app, token))).statusCode).toBe(200);
  await deliverEvents(t.app);
  const mine = await ask(t.app, token, { title: '通院の付き添いについて', body: '本文', category_id: w.categoryId });
  const others = await ask(t.app, w.tokens.paid, { title: '別の人の質問', body: '本文', category_id: w.categoryId });
  expect((await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: {} })).statusCode).toBe(200);
  await advanceClock(t.app, w.tokens.admin, 40);
  expect((await me(token)).role).toBe('free_member');

  const question = (await call(t.app, 'GET', `/api/v1/questions/${mine}`, { token })).json().data;
  expect([question.can_edit, question.can_delete]).toEqual([false, true]);
  const edit = await call(t.app, 'PATCH', `/api/v1/questions/${mine}`, { token, payload: { title: '変更' } });
  expect(edit.statusCode).toBe(403);
  expect(edit.json().errors[0].message).toMatch(/有料会員/);
  const theirs = (await call(t.app, 'GET', `/api/v1/questions/${others}`, { token })).json().data;
  expect([theirs.can_edit, theirs.can_delete]).toEqual([false, false]);
  expect((await call(t.app, 'DELETE', `/api/v1/questions/${others}`, { token })).statusCode).toBe(403);
  expect((await call(t.app, 'DELETE', `/api/v1/questions/${mine}`, { token })).statusCode).toBe(204);
  expect((await call(t.app, 'GET', `/api/v1/questions/${mine}`)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/questions/${others}`)).statusCode).toBe(200);
});

test('comments and replies may be removed by admins only, and say so', async () => {
  const w = await qaWorld(t);
  const id = await ask(t.app, w.tokens.paid, { title: '質問', body: '本文', category_id: w.categoryId });
  const comment = (await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: id, body: 'コメント' } })).json().data;
  expect(comment.can_delete).toBe(false);
  const reply = (await call(t.app, 'POST', '/api/v1/replies', { token: w.tokens.paid, payload: { comment_id: comment.id, body: '返信' } })).json().data;
  expect(reply.can_delete).toBe(false);
  const thread = async (token?: string) => (await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${id}`, { token })).json().data[0];
  const asAdmin = await thread(w.tokens.admin);
  expect([asAdmin.can_delete, asAdmin.comment_replies[0].can_delete]).toEqual([true, true]);
  const asAuthor = await thread(w.tokens.free);
  expect([asAuthor.can_delete, asAuthor.comment_replies[0].can_delete]).toEqual([false, false]);
  const other = await member(t, 'other@example.jp');
  expect((await call(t.app, 'DELETE', `/api/v1/comments/${comment.id}`, { token: other.token })).statusCode).toBe(403);
});
