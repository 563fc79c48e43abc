// 登録情報のダウンロード (APPI 開示): GET /api/v1/users/{id}/export answers everything the site holds
// about the person as a JSON attachment, only to the person themself, never a secret.
import { ADMIN, call, DEMO, tokenFor, useTestApp } from './helpers/test-app';
import { RICH, richMember } from './helpers/rich-member';
import { ask, qaWorld } from './helpers/qa';
import { commentOn, report } from './helpers/safety';

const t = useTestApp();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('the member downloads a file with the account, consents, profile, posts, reactions, payments and contacts', async () => {
  const m = await richMember(t);
  const res = await call(t.app, 'GET', `/api/v1/users/${m.id}/export`, { token: m.token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="hiroba-data-${m.id}-\\d{8}\\.json"$`));
  expect(res.headers['cache-control']).toBe('no-store');
  const data = res.json().data;

  expect(data.description).toMatch(/個人情報保護法/);
  expect(data.exported_at).toMatch(ISO);
  expect(data.account).toEqual({
    id: m.id,
    email: RICH.email,
    role: 'paid_member',
    is_permanent_paid_member: false,
    permanent_at: null,
    paid_until: expect.stringMatching(ISO),
    created_at: expect.stringMatching(ISO),
    updated_at: expect.stringMatching(ISO),
  });
  expect(data.consents).toEqual({
    terms_of_service_at: data.account.created_at,
    posting_at: expect.stringMatching(ISO),
    sensitive_profile_at: expect.stringMatching(ISO),
  });
  expect(data.profile).toMatchObject({ id: m.infoId, nickname: RICH.nickname, profile_image: m.picture, disability_types: RICH.disability, support_needs: RICH.supportNeeds });
  expect(data.profile.created_at).toMatch(ISO);
  expect(data.expert_info).toBeNull();
  expect(data.pending_email_change).toEqual({ new_email: RICH.pendingEmail, expires_at: expect.stringMatching(ISO) });

  expect(data.questions).toEqual([
    expect.objectContaining({ id: m.questionId, title: RICH.question.title, body: RICH.question.body, category: expect.any(String), tags: [expect.any(String)], deleted_at: null }),
  ]);
  expect(data.comments).toEqual([expect.objectContaining({ id: m.commentId, body: RICH.comment, is_expert_answer: false })]);
  expect(data.replies).toEqual([expect.objectContaining({ id: m.replyId, comment_id: m.otherCommentId, body: RICH.reply })]);
  expect(data.likes.questions).toHaveLength(1);
  expect(data.likes.comments).toEqual([expect.objectContaining({ comment_id: m.otherCommentId })]);
  expect(data.favorites.questions).toHaveLength(1);
  expect(data.favorites.columns).toEqual([expect.objectContaining({ column_id: m.columnId, column_title: '就労のコラム', created_at: expect.stringMatching(ISO) })]);

  expect(data.payments.subscriptions).toEqual([expect.objectContaining({ provider: 'local', status: 'active', price_jpy: 550 })]);
  expect(data.payments.payments).toEqual([expect.objectContaining({ amount_jpy: 550, status: 'paid' })]);
  expect(data.payments.membership_changes).toEqual([expect.objectContaining({ from_status: 'free', to_status: 'paid' })]);
  expect(data.payments.cards_on_file).toEqual([{ provider: 'local', card_brand: 'visa', card_last4: '4242', updated_at: expect.stringMatching(ISO) }]);
  expect(data.contacts).toEqual([expect.objectContaining({ email: RICH.email, subject: RICH.contact.subject, body: RICH.contact.body })]);
  // Whatever else names the person by user_id (the checkout they paid through) is there too.
  expect(Object.keys(data.other_records)).toContain('checkout_sessions');

  // No secret and no internal link to the person's id travels in the rows.
  const text = JSON.stringify(data);
  expect(text).not.toMatch(/password_hash|code_hash|token_version|"user_id"/);
});

test('a member with nothing but an account gets empty sections, not missing ones', async () => {
  const id = (await t.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.free]))!.id;
  const data = (await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token: await tokenFor(t.app, DEMO.free) })).json().data;
  expect(data).toMatchObject({
    account: { email: DEMO.free, role: 'free_member' },
    profile: { nickname: 'ひまわり', disability_types: null, support_needs: null, sensitive_consent_at: null },
    expert_info: null,
    pending_email_change: null,
    questions: [],
    comments: [],
    replies: [],
    likes: { questions: [], comments: [] },
    favorites: { questions: [], columns: [] },
    payments: { subscriptions: [], payments: [], membership_changes: [], cards_on_file: [] },
    contacts: [],
    reports: [],
    other_records: {},
  });
});

test('the expert’s download carries their expert record', async () => {
  const id = (await t.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.expert]))!.id;
  const data = (await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token: await tokenFor(t.app, DEMO.expert) })).json().data;
  expect(data.expert_info).toMatchObject({ name: '山田 花子', title: '社会福祉士', status: 'approved' });
});

test('only the person themself: another member and an admin get 403, a visitor 401', async () => {
  const id = (await t.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.free]))!.id;
  const admin = await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token: await tokenFor(t.app, ADMIN.email) });
  expect(admin.statusCode).toBe(403);
  expect(admin.json().errors[0].message).toBe('登録情報のダウンロードは、ご本人だけができます。');
  expect((await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token: await tokenFor(t.app, DEMO.paid) })).statusCode).toBe(403);
  expect((await call(t.app, 'GET', `/api/v1/users/${id}/export`)).statusCode).toBe(401);
});

test('is rate limited per person', async () => {
  const id = (await t.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.free]))!.id;
  const token = await tokenFor(t.app, DEMO.free);
  for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token })).statusCode).toBe(429);
});

test('the download carries the reports the person sent, with their reason and note, and not whose post it was', async () => {
  const world = await qaWorld(t);
  const questionId = await ask(t.app, world.tokens.paid, { title: '通所の送迎について', body: '送迎の範囲を知りたいです。', category_id: world.categoryId });
  const commentId = await commentOn(t.app, world.tokens.paid, questionId, '通報される回答です。');
  const reporter = world.tokens.free;
  expect((await report(t.app, reporter, 'comment', commentId, 'spam', '宣伝に見えます')).statusCode).toBe(201);
  const id = (await t.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.free]))!.id;
  const data = (await call(t.app, 'GET', `/api/v1/users/${id}/export`, { token: reporter })).json().data;
  expect(data.reports).toEqual([{ item_kind: 'comment', item_id: commentId, reason: 'spam', note: '宣伝に見えます', created_at: expect.any(String) }]);
});
