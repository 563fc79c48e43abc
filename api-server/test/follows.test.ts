// Following a question, a tag or a category: following twice counts once, the state and the list
// (newest first, with each target's name and page) say what the caller follows, the asker follows
// their own question, what is missing, a draft or held answers 404 naming target_id, the caller's
// limit answers 409, and a withdrawal takes the follows with it.
import { FOLLOWS_PER_PERSON } from '@hiroba/contract';
import { call, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
let questionId: number;
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '障害年金の更新について', body: '診断書の時期を知りたいです。', category_id: w.categoryId });
});

const follow = (token: string, target_kind: string, target_id: number) => call(t.app, 'POST', '/api/v1/follows', { token, payload: { target_kind, target_id } });
const unfollow = (token: string, kind: string, id: number) => call(t.app, 'DELETE', `/api/v1/follows?target_kind=${kind}&target_id=${id}`, { token });
const state = (token: string, kind: string, id: number) => call(t.app, 'GET', `/api/v1/follows/state?target_kind=${kind}&target_id=${id}`, { token });
const list = async (token: string) => (await call(t.app, 'GET', '/api/v1/follows', { token })).json().data;

describe.each([
  ['question', () => questionId],
  ['tag', () => w.tagIds[0]],
  ['category', () => w.categoryId],
])('a %s', (kind, id) => {
  test('followed twice counts once (201, then 200); unfollowed twice answers 200 both times', async () => {
    expect((await state(w.tokens.free, kind, id())).json().data).toEqual({ target_kind: kind, target_id: id(), following: false });
    const first = await follow(w.tokens.free, kind, id());
    expect([first.statusCode, first.json().data]).toEqual([201, { target_kind: kind, target_id: id(), following: true }]);
    expect((await follow(w.tokens.free, kind, id())).statusCode).toBe(200);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE target_kind = $1 AND target_id = $2', [kind, id()]))!.n).toBe(kind === 'question' ? 2 : 1);
    expect((await state(w.tokens.free, kind, id())).json().data.following).toBe(true);

    const off = await unfollow(w.tokens.free, kind, id());
    expect([off.statusCode, off.json().data]).toEqual([200, { target_kind: kind, target_id: id(), following: false }]);
    expect((await unfollow(w.tokens.free, kind, id())).statusCode).toBe(200);
    expect((await state(w.tokens.free, kind, id())).json().data.following).toBe(false);
  });

  test('a missing one answers 404 naming target_id, in Japanese, and nothing is written', async () => {
    for (const res of [await follow(w.tokens.free, kind, 999999), await state(w.tokens.free, kind, 999999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([{ field: 'target_id', message: expect.stringMatching(/見つかりませんでした/) }]);
    }
    expect(await t.db.one('SELECT 1 FROM follows WHERE target_id = 999999')).toBeNull();
  });

  test('signed out: 401 for every call', async () => {
    expect((await call(t.app, 'POST', '/api/v1/follows', { payload: { target_kind: kind, target_id: id() } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/v1/follows/state?target_kind=${kind}&target_id=${id()}`)).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/v1/follows?target_kind=${kind}&target_id=${id()}`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/follows')).statusCode).toBe(401);
  });
});

test('the asker follows their own question, in the same write; the question tells each reader whether they follow it', async () => {
  const asker = await t.db.one<{ user_id: number }>('SELECT user_id FROM questions WHERE id = $1', [questionId]);
  expect(await t.db.query('SELECT target_kind, target_id FROM follows WHERE user_id = $1', [asker!.user_id])).toEqual([{ target_kind: 'question', target_id: questionId }]);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`, { token: w.tokens.paid })).json().data.following).toBe(true);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`, { token: w.tokens.free })).json().data.following).toBe(false);
  await follow(w.tokens.free, 'question', questionId);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`, { token: w.tokens.free })).json().data.following).toBe(true);
  // Visitors are told nothing; lists carry it for no one (only the whole question offers the button).
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`)).json().data).not.toHaveProperty('following');
  const page = (await call(t.app, 'GET', '/api/v1/questions', { token: w.tokens.free })).json().data;
  expect(page.find((q: { id: number }) => q.id === questionId)).not.toHaveProperty('following');
});

test('the list: newest first, each with its kind, name and page; targets deleted, unpublished or removed since are left out', async () => {
  const tag = await t.db.one<{ id: number; title: string }>('SELECT id, title FROM tags WHERE id = $1', [w.tagIds[1]]);
  const gone = await t.db.one<{ id: number }>("INSERT INTO tags (title, status) VALUES ('消えるタグ', 'published') RETURNING id");
  const expertQuestion = await ask(t.app, w.tokens.paid, { title: '専門家への質問', body: '就労について聞きたいです。', category_id: w.categoryId, expert_info_id: w.expertInfoId });
  const removed = await ask(t.app, w.tokens.paid, { title: '消される質問', body: '本文です。', category_id: w.categoryId });
  for (const [kind, id] of [['question', questionId], ['tag', gone!.id], ['question', removed], ['category', w.categoryId], ['tag', tag!.id], ['question', expertQuestion]] as const) {
    expect((await follow(w.tokens.free, kind, id)).statusCode).toBe(201);
  }
  await t.db.query('DELETE FROM tags WHERE id = $1', [gone!.id]);
  await call(t.app, 'DELETE', `/api/v1/questions/${removed}`, { token: w.tokens.paid });

  const data = await list(w.tokens.free);
  expect(data.map((f: { target_kind: string; target_id: number; name: string; url: string }) => [f.target_kind, f.target_id, f.name, f.url])).toEqual([
    ['question', expertQuestion, '専門家への質問', `/question-and-answer/${encodeURIComponent('専門家')}/${expertQuestion}`],
    ['tag', tag!.id, tag!.title, `/question-and-answer/search/${encodeURIComponent(tag!.title)}`],
    ['category', w.categoryId, w.categoryTitle, `/column/${encodeURIComponent(w.categoryTitle)}`],
    ['question', questionId, '障害年金の更新について', `/question-and-answer/${encodeURIComponent('一般')}/${questionId}`],
  ]);
  expect(data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // A tag made a draft again drops out, and comes back when published.
  await t.db.query("UPDATE tags SET status = 'draft' WHERE id = $1", [tag!.id]);
  expect((await list(w.tokens.free)).map((f: { target_kind: string }) => f.target_kind)).toEqual(['question', 'category', 'question']);
});

test('a draft tag or category, a removed question and a question held from the caller answer 404; the held question’s author may follow it', async () => {
  const draftCategory = await t.db.one<{ id: number }>("INSERT INTO categories (title, status) VALUES ('下書きのカテゴリ', 'draft') RETURNING id");
  expect((await follow(w.tokens.free, 'tag', w.draftTagId)).statusCode).toBe(404);
  expect((await follow(w.tokens.free, 'category', draftCategory!.id)).statusCode).toBe(404);

  await t.db.query("UPDATE questions SET moderation = 'held' WHERE id = $1", [questionId]);
  expect((await follow(w.tokens.free, 'question', questionId)).statusCode).toBe(404);
  expect((await state(w.tokens.paid, 'question', questionId)).json().data.following).toBe(true);
  expect((await list(w.tokens.paid)).map((f: { target_id: number }) => f.target_id)).toEqual([questionId]);

  await call(t.app, 'DELETE', `/api/v1/questions/${questionId}`, { token: w.tokens.paid });
  expect((await follow(w.tokens.free, 'question', questionId)).statusCode).toBe(404);
  expect(await list(w.tokens.paid)).toEqual([]);
});

test('an unknown target_kind or a bad target_id answers 400 naming the field', async () => {
  const unknown = await follow(w.tokens.free, 'expert', 1);
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'target_kind' })]));
  expect((await state(w.tokens.free, 'column', 1)).statusCode).toBe(400);
  expect((await unfollow(w.tokens.free, 'user', 1)).statusCode).toBe(400);
  const badId = await follow(w.tokens.free, 'tag', 0);
  expect(badId.statusCode).toBe(400);
  expect(badId.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'target_id' })]));
});

test(`one person follows at most ${FOLLOWS_PER_PERSON} things: the next answers 409, one already followed still 200`, async () => {
  const m = await member(t, 'many-follows@example.jp');
  await t.db.query("INSERT INTO follows (user_id, target_kind, target_id) SELECT $1, 'question', n FROM generate_series(100001, 100000 + $2::int) AS n", [m.id, FOLLOWS_PER_PERSON - 1]);
  expect((await follow(m.token, 'tag', w.tagIds[0])).statusCode).toBe(201);
  const over = await follow(m.token, 'category', w.categoryId);
  expect(over.statusCode).toBe(409);
  expect(over.json().errors).toEqual([{ field: 'target_id', message: expect.stringContaining(`${FOLLOWS_PER_PERSON}件まで`) }]);
  expect((await follow(m.token, 'tag', w.tagIds[0])).statusCode).toBe(200);
  await unfollow(m.token, 'tag', w.tagIds[0]);
  expect((await follow(m.token, 'category', w.categoryId)).statusCode).toBe(201);
});

test('withdrawal takes the person’s follows; the data download lists them by name', async () => {
  const m = await member(t, 'leaving@example.jp');
  await follow(m.token, 'tag', w.tagIds[0]);
  await follow(m.token, 'question', questionId);
  const exported = (await call(t.app, 'GET', `/api/v1/users/${m.id}/export`, { token: m.token })).json().data;
  expect(exported.notifications.follows).toEqual([
    { target_kind: 'tag', target_id: w.tagIds[0], name: w.tagTitles[0], created_at: expect.any(String) },
    { target_kind: 'question', target_id: questionId, name: '障害年金の更新について', created_at: expect.any(String) },
  ]);
  expect(exported.other_records).not.toHaveProperty('follows');

  expect((await call(t.app, 'DELETE', `/api/v1/users/${m.id}`, { token: m.token })).statusCode).toBe(204);
  expect(await t.db.query('SELECT * FROM follows WHERE user_id = $1', [m.id])).toEqual([]);
});
