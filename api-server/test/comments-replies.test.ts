// Comments and replies: expert answers first and marked, members' comments oldest first with their
// replies; counts and answer state move with posting and moderation; my_comments; audit rows.
import { call, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
let questionId: number;
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '障害年金の更新', body: '更新の書類はいつ届きますか。', category_id: w.categoryId });
});

const comment = async (token: string, body: string, id = questionId) => {
  const res = await call(t.app, 'POST', '/api/v1/comments', { token, payload: { question_id: id, body } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const comments = async (token?: string) => (await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${questionId}`, { token })).json().data;

test('expert answers come first with the expert’s name and picture; then comments oldest first, each with replies', async () => {
  const first = await comment(w.tokens.free, '最初のコメント');
  const second = await comment(w.tokens.paid, '二番目のコメント');
  const answer = await comment(w.tokens.expert, '誕生月の3か月前に届きます。');
  expect(answer).toMatchObject({ is_expert_answer: true, expert_info: { id: w.expertInfoId, name: '山田 花子', profile_image: null }, comment_replies: [], comment_id: null });
  expect(first).toMatchObject({ is_expert_answer: false, expert_info: null, user: { user_information: { nickname: 'ひまわり' } } });

  const reply = await call(t.app, 'POST', '/api/v1/replies', { token: w.tokens.paid, payload: { comment_id: first.id, body: 'ありがとうございます' } });
  expect(reply.statusCode).toBe(201);
  expect(reply.json().data).toMatchObject({ comment_id: first.id, body: 'ありがとうございます', user: { user_information: { nickname: 'さくら' } } });
  await call(t.app, 'POST', '/api/v1/replies', { token: w.tokens.free, payload: { comment_id: first.id, body: 'どういたしまして' } });

  const list = await comments();
  expect(list.map((c: { id: number }) => c.id)).toEqual([answer.id, first.id, second.id]);
  expect(list[1].comment_replies.map((r: { body: string }) => r.body)).toEqual(['ありがとうございます', 'どういたしまして']);
  expect(list[0].liked).toBeUndefined();
  expect((await comments(w.tokens.free))[0].liked).toBe(false);

  const replies = (await call(t.app, 'GET', `/api/v1/replies/index_by_comment_id?comment_id=${first.id}`)).json().data;
  expect(replies.map((r: { body: string }) => r.body)).toEqual(['ありがとうございます', 'どういたしまして']);
});

test('a comment moves the question’s count and answer state in the same step', async () => {
  const state = async () => (await call(t.app, 'GET', `/api/v1/questions/${questionId}`)).json().data;
  expect(await state()).toMatchObject({ comment_counts: 0, answer_state: 'unanswered' });
  await comment(w.tokens.free, 'コメント');
  expect(await state()).toMatchObject({ comment_counts: 1, answer_state: 'answered', qa_type: '一般' });
  await comment(w.tokens.expert, '専門家の回答');
  expect(await state()).toMatchObject({ comment_counts: 2, answer_state: 'expert_answered', qa_type: '専門家' });
  await comment(w.tokens.free, 'もう一つ');
  expect(await state()).toMatchObject({ comment_counts: 3, answer_state: 'expert_answered' });
});

test('only an approved expert answers as an expert; admins and pending experts comment as members', async () => {
  const pending = await member(t, 'pending-expert@example.jp', 'expert', '申請中');
  await t.db.query("INSERT INTO expert_infos (user_id, name, status) VALUES ($1, '申請中の専門家', 'pending')", [pending.id]);
  expect((await comment(pending.token, '申請中です')).is_expert_answer).toBe(false);
  expect((await comment(w.tokens.admin, '管理者です')).is_expert_answer).toBe(false);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`)).json().data.answer_state).toBe('answered');
});

test('bad input: blank or long body, unknown or removed question, signed out', async () => {
  const post = (payload: unknown, token: string | null = w.tokens.free) => call(t.app, 'POST', '/api/v1/comments', { token: token ?? undefined, payload });
  expect((await post({ question_id: questionId, body: '  ' })).json().errors).toEqual([{ field: 'body', message: '本文を入力してください。' }]);
  expect((await post({ question_id: questionId, body: 'あ'.repeat(3001) })).json().errors).toEqual([{ field: 'body', message: '本文は3000文字以内で入力してください。' }]);
  expect((await post({ body: 'x' })).json().errors).toEqual([{ field: 'question_id', message: '質問を入力してください。' }]);
  expect((await post({ question_id: 999999, body: 'x' })).statusCode).toBe(404);
  expect((await post({ question_id: questionId, body: 'x' }, null)).statusCode).toBe(401);
  await call(t.app, 'DELETE', `/api/v1/questions/${questionId}`, { token: w.tokens.paid });
  expect((await post({ question_id: questionId, body: 'x' })).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${questionId}`)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', '/api/v1/comments/get_comments_by_question_id')).statusCode).toBe(400);
});

test('replies: bad input and missing comments', async () => {
  const c = await comment(w.tokens.free, 'コメント');
  const post = (payload: unknown, token: string | null = w.tokens.paid) => call(t.app, 'POST', '/api/v1/replies', { token: token ?? undefined, payload });
  expect((await post({ comment_id: c.id, body: 'あ'.repeat(2001) })).json().errors).toEqual([{ field: 'body', message: '本文は2000文字以内で入力してください。' }]);
  expect((await post({ comment_id: c.id, body: '' })).json().errors).toEqual([{ field: 'body', message: '本文を入力してください。' }]);
  expect((await post({ comment_id: 999999, body: 'x' })).statusCode).toBe(404);
  expect((await post({ comment_id: c.id, body: 'x' }, null)).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/api/v1/replies/index_by_comment_id?comment_id=999999')).statusCode).toBe(404);
});

test('my_comments lists the caller’s comments newest first with their question', async () => {
  const other = await ask(t.app, w.tokens.paid, { title: '別の質問', body: '本文', category_id: w.categoryId, expert_info_id: w.expertInfoId });
  const a = await comment(w.tokens.free, '一つ目');
  const b = await comment(w.tokens.free, '二つ目', other);
  await comment(w.tokens.paid, 'ほかの人');
  const res = (await call(t.app, 'GET', '/api/v1/comments/my_comments', { token: w.tokens.free })).json();
  expect(res.meta.total).toBe(2);
  expect(res.data.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
  expect(res.data[0].question).toEqual({ id: other, title: '別の質問', qa_type: '専門家' });
  expect(res.data[1].question).toEqual({ id: questionId, title: '障害年金の更新', qa_type: '一般' });
  expect((await call(t.app, 'GET', '/api/v1/comments/my_comments')).statusCode).toBe(401);
});

test('moderation: an admin removes a comment or a reply; counts and state follow; audit rows record it', async () => {
  const c = await comment(w.tokens.free, '不適切なコメント');
  const answer = await comment(w.tokens.expert, '専門家の回答');
  const r = (await call(t.app, 'POST', '/api/v1/replies', { token: w.tokens.paid, payload: { comment_id: c.id, body: '不適切な返信' } })).json().data;

  expect((await call(t.app, 'DELETE', `/api/v1/replies/${r.id}`, { token: w.tokens.free })).statusCode).toBe(403);
  expect((await call(t.app, 'DELETE', `/api/v1/replies/${r.id}`, { token: w.tokens.admin })).statusCode).toBe(204);
  expect((await comments()).find((x: { id: number }) => x.id === c.id).comment_replies).toEqual([]);

  expect((await call(t.app, 'DELETE', `/api/v1/comments/${answer.id}`, { token: w.tokens.expert })).statusCode).toBe(403);
  expect((await call(t.app, 'DELETE', `/api/v1/comments/${answer.id}`, { token: w.tokens.admin })).statusCode).toBe(204);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`)).json().data).toMatchObject({ comment_counts: 1, answer_state: 'answered' });
  expect((await call(t.app, 'DELETE', `/api/v1/comments/${c.id}`, { token: w.tokens.admin })).statusCode).toBe(204);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}`)).json().data).toMatchObject({ comment_counts: 0, answer_state: 'unanswered' });
  expect(await comments()).toEqual([]);
  expect((await call(t.app, 'DELETE', `/api/v1/comments/${c.id}`, { token: w.tokens.admin })).statusCode).toBe(404);

  const audits = await t.db.query('SELECT action, target_type, target_id FROM audit_logs ORDER BY id');
  expect(audits).toEqual([
    { action: 'reply.remove', target_type: 'reply', target_id: r.id },
    { action: 'comment.remove', target_type: 'comment', target_id: answer.id },
    { action: 'comment.remove', target_type: 'comment', target_id: c.id },
  ]);
});
