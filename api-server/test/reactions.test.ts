// Likes and favorites: given twice they count once, taken back they uncount once, the user is always
// the caller, and people liking at the same moment lose none of their likes.
import { call, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
let questionId: number;
let commentId: number;
let freeId: number;
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '車いすで使えるタクシー', body: '予約の方法を教えてください。', category_id: w.categoryId });
  commentId = (await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.expert, payload: { question_id: questionId, body: '福祉タクシーがあります。' } })).json().data.id;
  freeId = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE email = 'demo-free@example.jp'"))!.id;
});

const stored = async (sql: string, id: number) => (await t.db.one<{ n: number }>(sql, [id]))!.n;

describe.each([
  ['question likes', '/api/v1/user_like_questions', '/api/v1/user_like_questions/delete_by_user_id_and_question_id', 'question_id', 'like_counts', 'liked', 'SELECT like_counts AS n FROM questions WHERE id = $1'],
  ['comment likes', '/api/v1/user_like_comments', '/api/v1/user_like_comments/delete_by_user_id_and_comment_id', 'comment_id', 'like_counts', 'liked', 'SELECT like_counts AS n FROM comments WHERE id = $1'],
  ['favorites', '/api/v1/question_favorites', '/api/v1/question_favorites/delete_favorite_by_user_id_and_question_id', 'question_id', 'favorite_counts', 'favorited', 'SELECT favorite_counts AS n FROM questions WHERE id = $1'],
])('%s', (_name, postUrl, deleteUrl, idField, countField, flag, countSql) => {
  const target = () => (idField === 'comment_id' ? commentId : questionId);

  test('given twice counts once; taken back twice uncounts once', async () => {
    const first = await call(t.app, 'POST', postUrl, { token: w.tokens.free, payload: { [idField]: target() } });
    expect([first.statusCode, first.json().data[countField], first.json().data[flag]]).toEqual([201, 1, true]);
    const again = await call(t.app, 'POST', postUrl, { token: w.tokens.free, payload: { [idField]: target() } });
    expect([again.statusCode, again.json().data[countField]]).toEqual([200, 1]);
    await call(t.app, 'POST', postUrl, { token: w.tokens.paid, payload: { [idField]: target() } });
    expect(await stored(countSql, target())).toBe(2);

    const off = await call(t.app, 'DELETE', `${deleteUrl}?${idField}=${target()}`, { token: w.tokens.free });
    expect([off.statusCode, off.json().data[countField], off.json().data[flag]]).toEqual([200, 1, false]);
    const offAgain = await call(t.app, 'DELETE', `${deleteUrl}?${idField}=${target()}`, { token: w.tokens.free });
    expect([offAgain.statusCode, offAgain.json().data[countField]]).toEqual([200, 1]);
    expect(await stored(countSql, target())).toBe(1);
  });

  test('the user is always the caller: another user_id answers 403, the caller’s own is accepted', async () => {
    const other = await call(t.app, 'POST', postUrl, { token: w.tokens.paid, payload: { [idField]: target(), user_id: freeId } });
    expect([other.statusCode, other.json().errors[0].field]).toEqual([403, 'user_id']);
    expect((await call(t.app, 'POST', postUrl, { token: w.tokens.free, payload: { [idField]: target(), user_id: freeId } })).statusCode).toBe(201);
    expect((await call(t.app, 'DELETE', `${deleteUrl}?${idField}=${target()}&user_id=${freeId}`, { token: w.tokens.paid })).statusCode).toBe(403);
    expect(await stored(countSql, target())).toBe(1);
  });

  test('signed out 401, missing object 404, bad id 400', async () => {
    expect((await call(t.app, 'POST', postUrl, { payload: { [idField]: target() } })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', postUrl, { token: w.tokens.free, payload: { [idField]: 999999 } })).statusCode).toBe(404);
    const bad = await call(t.app, 'POST', postUrl, { token: w.tokens.free, payload: { [idField]: 'x' } });
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, idField]);
    expect((await call(t.app, 'DELETE', `${deleteUrl}?${idField}=999999`, { token: w.tokens.free })).statusCode).toBe(404);
  });

  test('20 people at the same moment: every one counts', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => member(t, `liker${i}@example.jp`)));
    const answers = await Promise.all(people.map((p) => call(t.app, 'POST', postUrl, { token: p.token, payload: { [idField]: target() } })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(await stored(countSql, target())).toBe(20);
    // The same person twice at once still counts once.
    await Promise.all([0, 1, 2].map(() => call(t.app, 'POST', postUrl, { token: w.tokens.free, payload: { [idField]: target() } })));
    expect(await stored(countSql, target())).toBe(21);
    const offs = await Promise.all(people.map((p) => call(t.app, 'DELETE', `${deleteUrl}?${idField}=${target()}`, { token: p.token })));
    expect(offs.every((o) => o.statusCode === 200)).toBe(true);
    expect(await stored(countSql, target())).toBe(1);
  });
});

test('comment likes show in the comments of a question for the caller', async () => {
  await call(t.app, 'POST', '/api/v1/user_like_comments', { token: w.tokens.free, payload: { comment_id: commentId } });
  const list = (await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${questionId}`, { token: w.tokens.free })).json().data;
  expect(list[0]).toMatchObject({ id: commentId, like_counts: 1, liked: true });
});

test('favorites: removed by their own id (only by their owner) and listed newest first', async () => {
  const second = await ask(t.app, w.tokens.paid, { title: '二つ目', body: '本文', category_id: w.categoryId });
  const fav = (await call(t.app, 'POST', '/api/v1/question_favorites', { token: w.tokens.free, payload: { question_id: questionId } })).json().data;
  expect(fav).toMatchObject({ id: expect.any(Number), question_id: questionId, favorite_counts: 1, favorited: true });
  await call(t.app, 'POST', '/api/v1/question_favorites', { token: w.tokens.free, payload: { question_id: second } });

  const list = (await call(t.app, 'GET', '/api/v1/question_favorites/my_favorite_questions', { token: w.tokens.free })).json();
  expect(list.data.map((q: { id: number }) => q.id)).toEqual([second, questionId]);
  expect(list.data.every((q: { favorited: boolean }) => q.favorited)).toBe(true);
  expect(list.meta.total).toBe(2);

  expect((await call(t.app, 'DELETE', `/api/v1/question_favorites/${fav.id}`, { token: w.tokens.paid })).statusCode).toBe(403);
  const removed = await call(t.app, 'DELETE', `/api/v1/question_favorites/${fav.id}`, { token: w.tokens.free });
  expect(removed.json().data).toEqual({ id: null, question_id: questionId, favorite_counts: 0, favorited: false });
  expect((await call(t.app, 'DELETE', `/api/v1/question_favorites/${fav.id}`, { token: w.tokens.free })).statusCode).toBe(404);
  expect((await call(t.app, 'GET', '/api/v1/question_favorites/my_favorite_questions', { token: w.tokens.free })).json().meta.total).toBe(1);
  expect((await call(t.app, 'GET', '/api/v1/question_favorites/my_favorite_questions')).statusCode).toBe(401);
});

test('a withdrawn member’s likes and favorites leave the counts', async () => {
  await call(t.app, 'POST', '/api/v1/user_like_questions', { token: w.tokens.free, payload: { question_id: questionId } });
  await call(t.app, 'POST', '/api/v1/question_favorites', { token: w.tokens.free, payload: { question_id: questionId } });
  await call(t.app, 'DELETE', `/api/v1/users/${freeId}`, { token: w.tokens.free });
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`)).json().data).toMatchObject({ like_counts: 0, favorite_counts: 0 });
});
