// Public profiles (docs/product.md#public-profiles): a live member's nickname, picture and approved
// expert record; their questions (GET /questions?user_id=) and answers (GET /comments?user_id=),
// paged, live content only; nothing private; a withdrawn or unknown person is a 404 with no posts.
import { ADMIN, DEMO, call, tokenFor, useTestApp, userIdOf } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const profile = (userId: number) => call(t.app, 'GET', `/api/v1/user_informations/show_with_user_id?user_id=${userId}`);
const questionsOf = (userId: number, query = '') => call(t.app, 'GET', `/api/v1/questions?user_id=${userId}${query}`);
const commentsOf = (userId: number, query = '') => call(t.app, 'GET', `/api/v1/comments?user_id=${userId}${query}`);

async function comment(token: string, questionId: number, body: string): Promise<number> {
  const res = await call(t.app, 'POST', '/api/v1/comments', { token, payload: { question_id: questionId, body } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

test("a person's questions, paged, newest first; their removed questions are left out", async () => {
  const haruka = await member(t, 'haruka@example.jp', 'paid_member', 'はるか');
  const ids: number[] = [];
  for (let i = 1; i <= 12; i++) ids.push(await ask(t.app, haruka.token, { title: `はるかの質問${i}`, body: '本文です。', category_id: w.categoryId }));
  // Someone else's question is not hers.
  await ask(t.app, w.tokens.paid, { title: 'さくらの質問', body: '本文です。', category_id: w.categoryId });

  const first = await questionsOf(haruka.id, '&per=10');
  expect(first.statusCode).toBe(200);
  expect(first.json().meta).toEqual({ page: 1, per: 10, total: 12, total_pages: 2 });
  expect(first.json().data.map((q: { id: number }) => q.id)).toEqual([...ids].reverse().slice(0, 10));
  expect(first.json().data.every((q: { user: { id: number } }) => q.user.id === haruka.id)).toBe(true);
  const second = (await questionsOf(haruka.id, '&per=10&page=2')).json();
  expect(second.data.map((q: { id: number }) => q.id)).toEqual([ids[1], ids[0]]);

  expect((await call(t.app, 'DELETE', `/api/v1/questions/${ids[11]}`, { token: haruka.token })).statusCode).toBe(204);
  const after = (await questionsOf(haruka.id, '&per=10')).json();
  expect(after.meta.total).toBe(11);
  expect(after.data.map((q: { id: number }) => q.id)).not.toContain(ids[11]);
});

test("a person's answers and comments, paged, each with its question; removed comments and removed questions are left out", async () => {
  const sora = await member(t, 'sora@example.jp', 'free_member', 'そら');
  const questions: number[] = [];
  for (let i = 1; i <= 3; i++) questions.push(await ask(t.app, w.tokens.paid, { title: `さくらの質問${i}`, body: '本文です。', category_id: w.categoryId }));
  const kept = await comment(sora.token, questions[0], '市役所で聞けます。');
  const moderated = await comment(sora.token, questions[1], '消されるコメント');
  await comment(sora.token, questions[2], '質問ごと消えるコメント');
  await comment(w.tokens.free, questions[0], 'ほかの人のコメント');

  const all = await commentsOf(sora.id);
  expect(all.statusCode).toBe(200);
  expect(all.json().meta).toMatchObject({ page: 1, total: 3, total_pages: 1 });
  expect(all.json().data[2]).toMatchObject({ id: kept, body: '市役所で聞けます。', user: { id: sora.id }, question: { id: questions[0], title: 'さくらの質問1', qa_type: '一般' } });

  const paged = (await commentsOf(sora.id, '&per=2&page=2')).json();
  expect(paged.meta).toEqual({ page: 2, per: 2, total: 3, total_pages: 2 });
  expect(paged.data.map((c: { id: number }) => c.id)).toEqual([kept]);

  const admin = await tokenFor(t.app, ADMIN.email);
  expect((await call(t.app, 'DELETE', `/api/v1/comments/${moderated}`, { token: admin })).statusCode).toBe(204);
  expect((await call(t.app, 'DELETE', `/api/v1/questions/${questions[2]}`, { token: w.tokens.paid })).statusCode).toBe(204);
  const left = (await commentsOf(sora.id)).json();
  expect(left.meta.total).toBe(1);
  expect(left.data.map((c: { id: number }) => c.id)).toEqual([kept]);
});

test("an expert's answers are marked, and their profile carries their expert record while it is approved", async () => {
  const expertUser = await userIdOf(t.db, DEMO.expert);
  const questionId = await ask(t.app, w.tokens.paid, { title: '就労移行支援の延長', body: '延長できますか。', category_id: w.categoryId });
  await comment(w.tokens.expert, questionId, '市区町村が認めれば延長できます。');
  const answers = (await commentsOf(expertUser)).json().data;
  expect(answers[0]).toMatchObject({ is_expert_answer: true, expert_info: { id: w.expertInfoId }, question: { id: questionId, qa_type: '専門家' } });

  expect((await profile(expertUser)).json().data).toMatchObject({ user_id: expertUser, nickname: '山田 花子', expert_info: { id: w.expertInfoId, name: '山田 花子', status: 'approved' } });
  await t.db.query("UPDATE expert_infos SET status = 'suspended' WHERE id = $1", [w.expertInfoId]);
  expect((await profile(expertUser)).json().data).toMatchObject({ user_id: expertUser, expert_info: null });

  const member_ = await userIdOf(t.db, DEMO.free);
  expect((await profile(member_)).json().data).toMatchObject({ user_id: member_, nickname: 'ひまわり', expert_info: null });
});

test('nothing private leaves in a profile or its lists: no e-mail, no sensitive details, no password', async () => {
  const kaede = await member(t, 'kaede-private@example.jp', 'paid_member', 'かえで');
  await t.db.query(
    "UPDATE user_informations SET disability_types = '聴覚障害（秘密の値）', support_needs = '手話通訳（秘密の値）', sensitive_consent_at = now() WHERE user_id = $1",
    [kaede.id],
  );
  const questionId = await ask(t.app, kaede.token, { title: 'かえでの質問', body: '本文です。', category_id: w.categoryId });
  await comment(kaede.token, questionId, 'かえでのコメント');

  const answers = [await profile(kaede.id), await questionsOf(kaede.id), await commentsOf(kaede.id)];
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    for (const secret of ['kaede-private@example.jp', '秘密の値', 'disability_types', 'support_needs', 'sensitive_consent_at', 'password', 'email']) {
      expect(res.body).not.toContain(secret);
    }
  }
  expect(answers[1].json().data).toHaveLength(1);
  expect(answers[2].json().data).toHaveLength(1);
});

test('a withdrawn person: their profile is a 404 in Japanese, and their posts stay, anonymised, under no one', async () => {
  const yuki = await member(t, 'yuki@example.jp', 'paid_member', 'ゆき');
  const questionId = await ask(t.app, yuki.token, { title: 'ゆきの質問', body: '本文です。', category_id: w.categoryId });
  await comment(yuki.token, questionId, 'ゆきのコメント');
  // A visitor's list is shared for a moment; withdrawal must not leave it there.
  expect((await questionsOf(yuki.id)).json().meta.total).toBe(1);
  expect((await commentsOf(yuki.id)).json().meta.total).toBe(1);

  expect((await call(t.app, 'DELETE', `/api/v1/users/${yuki.id}`, { token: yuki.token })).statusCode).toBe(204);

  const gone = await profile(yuki.id);
  expect(gone.statusCode).toBe(404);
  expect(gone.json().errors).toEqual([{ message: 'プロフィールが見つかりませんでした。' }]);
  expect((await questionsOf(yuki.id)).json()).toMatchObject({ data: [], meta: { total: 0 } });
  expect((await commentsOf(yuki.id)).json()).toMatchObject({ data: [], meta: { total: 0 } });
  // The question itself stays readable, without its author.
  const kept = await call(t.app, 'GET', `/api/v1/questions/${questionId}`);
  expect(kept.json().data).toMatchObject({ id: questionId, user: null });
});

test('a person marked withdrawn is a 404 even if a profile row was left behind', async () => {
  const left = await member(t, 'left@example.jp', 'paid_member', 'のこり');
  const questionId = await ask(t.app, left.token, { title: 'のこりの質問', body: '本文です。', category_id: w.categoryId });
  await comment(left.token, questionId, 'のこりのコメント');
  await t.db.query('UPDATE users SET withdrawn_at = now() WHERE id = $1', [left.id]);
  t.app.ctx.services.content.cache.clear();
  expect((await profile(left.id)).statusCode).toBe(404);
  expect((await questionsOf(left.id)).json().data).toEqual([]);
  expect((await commentsOf(left.id)).json().data).toEqual([]);
});

test('an unknown person has no profile and no posts', async () => {
  expect((await profile(99999)).statusCode).toBe(404);
  expect((await questionsOf(99999)).json()).toMatchObject({ data: [], meta: { total: 0 } });
  expect((await commentsOf(99999)).json()).toMatchObject({ data: [], meta: { total: 0 } });
});

test('bad input names the field', async () => {
  const missing = await call(t.app, 'GET', '/api/v1/comments');
  expect(missing.statusCode).toBe(400);
  expect(missing.json().errors).toEqual([{ field: 'user_id', message: expect.any(String) }]);
  for (const res of [await call(t.app, 'GET', '/api/v1/comments?user_id=abc'), await call(t.app, 'GET', '/api/v1/questions?user_id=0')]) {
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('user_id');
  }
});
