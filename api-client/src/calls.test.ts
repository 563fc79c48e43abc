// Every call derived from the endpoint map sends the method, path, query and body the server expects
// and answers what its entry says: `data` unwrapped where it promises one item or a list, the whole
// page for a paged list, nothing for 204.
import type { SignUpBody } from '@hiroba/contract/types';
import { ApiError } from './api-error';
import { api } from './calls';
import { configureApi } from './client';
import { SIGN_UP_NO_USER_MESSAGE, signUp } from './sign-up';
import { aUser } from './test-support/fixtures';
import { answer, answerError, answerWith, sentBy } from './test-support/http';

beforeEach(() => configureApi({ baseUrl: 'https://api.example.jp' }));

// Any call under the API root, answered the same way: the test reads what was sent.
const ANY_CALL = 'https://api.example.jp/*';

const sent = (run: () => Promise<unknown>, reply?: unknown) => sentBy(run, 'https://api.example.jp', reply);

test('questions.list sends its filters as the query and answers the page', async () => {
  const page = { data: [], meta: { page: 2, per: 20, total: 0, total_pages: 0 } };
  const got = await sent(() => api.questions.list({ page: 2, type: '未回答', keyword: '福祉　年金' }), page);
  expect(got).toMatchObject({ method: 'GET', path: '/api/v1/questions', query: { page: '2', type: '未回答', keyword: '福祉　年金' }, result: page });
});

test.each([
  ['questions.get', () => api.questions.get(5), 'GET', '/api/v1/questions/5', undefined],
  ['questions.create', () => api.questions.create({ title: 't', body: 'b', category_id: 1, tag_ids: [2] }), 'POST', '/api/v1/questions', { title: 't', body: 'b', category_id: 1, tag_ids: [2] }],
  ['questions.update', () => api.questions.update(5, { title: 'new' }), 'PATCH', '/api/v1/questions/5', { title: 'new' }],
  ['comments.create', () => api.comments.create({ question_id: 5, body: 'c' }), 'POST', '/api/v1/comments', { question_id: 5, body: 'c' }],
  ['replies.create', () => api.replies.create({ comment_id: 9, body: 'r' }), 'POST', '/api/v1/replies', { comment_id: 9, body: 'r' }],
  ['questionFavorites.create', () => api.questionFavorites.create({ question_id: 5 }), 'POST', '/api/v1/question_favorites', { question_id: 5 }],
  ['questionFavorites.remove', () => api.questionFavorites.remove(3), 'DELETE', '/api/v1/question_favorites/3', undefined],
  ['userLikeQuestions.create', () => api.userLikeQuestions.create({ question_id: 5 }), 'POST', '/api/v1/user_like_questions', { question_id: 5 }],
  ['userLikeComments.create', () => api.userLikeComments.create({ comment_id: 9 }), 'POST', '/api/v1/user_like_comments', { comment_id: 9 }],
  ['expertInfos.get', () => api.expertInfos.get(2), 'GET', '/api/v1/expert_infos/2', undefined],
  ['expertInfos.update', () => api.expertInfos.update(2, { title: '社会福祉士' }), 'PUT', '/api/v1/expert_infos/2', { title: '社会福祉士' }],
])('%s unwraps data', async (_name, run, method, path, body) => {
  const got = await sent(run, { data: { id: 42 } });
  expect(got).toEqual({ result: { id: 42 }, method, path, query: {}, body });
});

test.each([
  ['comments.getCommentsByQuestionId', () => api.comments.getCommentsByQuestionId({ question_id: 5 }), 'GET', '/api/v1/comments/get_comments_by_question_id', { question_id: '5' }],
  ['replies.indexByCommentId', () => api.replies.indexByCommentId({ comment_id: 9 }), 'GET', '/api/v1/replies/index_by_comment_id', { comment_id: '9' }],
  ['userLikeQuestions.deleteByUserIdAndQuestionId', () => api.userLikeQuestions.deleteByUserIdAndQuestionId({ question_id: 5 }), 'DELETE', '/api/v1/user_like_questions/delete_by_user_id_and_question_id', { question_id: '5' }],
  ['userLikeComments.deleteByUserIdAndCommentId', () => api.userLikeComments.deleteByUserIdAndCommentId({ comment_id: 9 }), 'DELETE', '/api/v1/user_like_comments/delete_by_user_id_and_comment_id', { comment_id: '9' }],
  ['questionFavorites.deleteFavoriteByUserIdAndQuestionId', () => api.questionFavorites.deleteFavoriteByUserIdAndQuestionId({ question_id: 5 }), 'DELETE', '/api/v1/question_favorites/delete_favorite_by_user_id_and_question_id', { question_id: '5' }],
  ['expertInfos.showWithUserId', () => api.expertInfos.showWithUserId({ user_id: 7 }), 'GET', '/api/v1/expert_infos/show_with_user_id', { user_id: '7' }],
])('%s sends its id in the query', async (_name, run, method, path, query) => {
  const got = await sent(run, { data: [{ id: 1 }] });
  expect(got).toEqual({ result: [{ id: 1 }], method, path, query, body: undefined });
});

test.each([
  ['questions.myQuestions', () => api.questions.myQuestions({ page: 3 }), '/api/v1/questions/my_questions', { page: '3' }],
  ['questions.popularQuestions', () => api.questions.popularQuestions({ per: 5 }), '/api/v1/questions/popular_questions', { per: '5' }],
  ['questions.questionByExpertInfoId', () => api.questions.questionByExpertInfoId({ expert_info_id: 2 }), '/api/v1/questions/question_by_expert_info_id', { expert_info_id: '2' }],
  ['comments.myComments', () => api.comments.myComments(), '/api/v1/comments/my_comments', {}],
  ['comments.byUser', () => api.comments.byUser({ user_id: 12, page: 2 }), '/api/v1/comments', { user_id: '12', page: '2' }],
  ['questionFavorites.myFavoriteQuestions', () => api.questionFavorites.myFavoriteQuestions(), '/api/v1/question_favorites/my_favorite_questions', {}],
  ['expertInfos.list', () => api.expertInfos.list({ status: 'pending' }), '/api/v1/expert_infos', { status: 'pending' }],
])('%s answers the whole page', async (_name, run, path, query) => {
  const page = { data: [{ id: 1 }], meta: { page: 1, per: 20, total: 1, total_pages: 1 } };
  const got = await sent(run, page);
  expect(got).toEqual({ result: page, method: 'GET', path, query, body: undefined });
});

test('moderation removals send DELETE and answer nothing', async () => {
  for (const [run, path] of [
    [() => api.questions.remove(5), '/api/v1/questions/5'],
    [() => api.comments.remove(6), '/api/v1/comments/6'],
    [() => api.replies.remove(7), '/api/v1/replies/7'],
  ] as const) {
    const { calls } = answer('all', ANY_CALL);
    await expect(run()).resolves.toBeUndefined();
    expect([calls[0].method, new URL(calls[0].url).pathname]).toEqual(['DELETE', path]);
  }
});

const columnBody = { title: 't', excerpt: 'e', body: '<p>b</p>', category_id: 1, status: 'scheduled' as const, published_at: '2026-12-01T00:00:00.000Z' };

test.each([
  ['columns.get', () => api.columns.get(5), 'GET', '/api/v1/columns/5', undefined, undefined],
  ['columns.create', () => api.columns.create(columnBody), 'POST', '/api/v1/columns', undefined, columnBody],
  ['columns.update', () => api.columns.update(5, { status: 'draft' }), 'PATCH', '/api/v1/columns/5', undefined, { status: 'draft' }],
  ['columns.uploadImage', () => api.columns.uploadImage({ image_data: 'data:image/png;base64,AA==' }), 'POST', '/api/v1/columns/images', undefined, { image_data: 'data:image/png;base64,AA==' }],
  ['columnFavorites.create', () => api.columnFavorites.create({ column_id: 5 }), 'POST', '/api/v1/column_favorites', undefined, { column_id: 5 }],
  [
    'columnFavorites.deleteFavoriteByUserIdAndColumnId',
    () => api.columnFavorites.deleteFavoriteByUserIdAndColumnId({ column_id: 5 }),
    'DELETE',
    '/api/v1/column_favorites/delete_favorite_by_user_id_and_column_id',
    { column_id: '5' },
    undefined,
  ],
])('%s sends its call and answers the object', async (_name, run, method, path, query, sentBody) => {
  const got = await sent(run);
  expect(got).toEqual({ result: { id: 1 }, method, path, query: query ?? {}, body: sentBody });
});

test.each([
  ['columns.list', () => api.columns.list({ category: '就労支援', keyword: '年金', page: 2 }), '/api/v1/columns', { category: '就労支援', keyword: '年金', page: '2' }],
  ['columns.columnByCategory', () => api.columns.columnByCategory({ category_id: 3 }), '/api/v1/columns/column_by_category', { category_id: '3' }],
  ['columns.popularColumns', () => api.columns.popularColumns({ per: 5 }), '/api/v1/columns/popular_columns', { per: '5' }],
  ['columnFavorites.myFavoriteColumns', () => api.columnFavorites.myFavoriteColumns(), '/api/v1/column_favorites/my_favorite_columns', {}],
])('%s answers the whole page', async (_name, run, path, query) => {
  const page = { data: [{ id: 1 }], meta: { page: 1, per: 20, total: 1, total_pages: 1 } };
  expect(await sent(run, page)).toEqual({ result: page, method: 'GET', path, query, body: undefined });
});

test('columns.remove sends DELETE and answers nothing', async () => {
  const { calls } = answer('all', 'https://api.example.jp/*');
  await expect(api.columns.remove(7)).resolves.toBeUndefined();
  expect([calls[0].method, new URL(calls[0].url).pathname]).toEqual(['DELETE', '/api/v1/columns/7']);
});

describe('sign-up and the account reads', () => {
  beforeEach(() => configureApi());

  const body: SignUpBody = { email: 'new@example.jp', password: 'long-password-1', nickname: 'はなこ', agree_terms: true };

  beforeEach(() => configureApi());

  describe('users.signUp', () => {
    it('answers the created user', async () => {
      const user = aUser({ email: body.email });
      const { calls } = answer('post', 'users', { data: { user } }, { status: 201 });
      await expect(signUp(body)).resolves.toEqual(user);
      expect(calls[0].method).toBe('POST');
      expect(new URL(calls[0].url).pathname).toBe('/api/v1/users');
    });

    it.each([
      ['no user in data', { data: {} }],
      ['no data', { ok: true }],
      ['an empty answer', undefined],
    ])("fails with 'API return value is wrong' for %s", async (_, reply) => {
      answer('post', 'users', reply, { status: reply === undefined ? 204 : 201 });
      const error = await signUp(body).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(SIGN_UP_NO_USER_MESSAGE);
      expect(SIGN_UP_NO_USER_MESSAGE).toBe('API return value is wrong');
    });

    it('passes server validation errors through unchanged', async () => {
      answerError('post', 'users', 409, [{ field: 'email', message: 'このメールアドレスは登録済みです。' }]);
      const error = (await signUp(body).catch((e) => e)) as ApiError;
      expect(error.status).toBe(409);
      expect(error.fieldErrors()).toEqual({ email: 'このメールアドレスは登録済みです。' });
    });
  });

  describe('users read calls', () => {
    it('isLogin unwraps data (the user) and rejects with 401 when the token is dead', async () => {
      const user = aUser();
      answerWith('get', 'users/is_login', (n) =>
        n === 0 ? { body: { data: { user } } } : { status: 401, body: { errors: [{ message: 'ログインしてください。' }] } },
      );
      await expect(api.users.isLogin()).resolves.toEqual({ user });
      await expect(api.users.isLogin()).rejects.toMatchObject({ status: 401, message: 'ログインしてください。' });
    });

    it('meta unwraps data', async () => {
      const counts = { total: 3, by_role: { free_member: 1, paid_member: 1, expert: 1, admin: 0 } };
      const { calls } = answer('get', 'users/meta', { data: counts });
      await expect(api.users.meta()).resolves.toEqual(counts);
      expect(new URL(calls[0].url).pathname).toBe('/api/v1/users/meta');
    });
  });
});

describe('the api object', () => {
  it('gives the same function for a call each time, and is no promise', async () => {
    expect(api.questions.get).toBe(api.questions.get);
    expect(typeof api.questions.get).toBe('function');
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect((api.questions as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(api.questions)).resolves.toBe(api.questions);
  });

  it('refuses a call the map does not have', async () => {
    await expect((api.questions as unknown as Record<string, () => Promise<unknown>>).noSuchCall()).rejects.toThrow('api.questions.noSuchCall is not in the endpoint map');
  });
});
