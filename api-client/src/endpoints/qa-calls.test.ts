// The Q&A calls send the method, path, query and body the server expects (api-server's OpenAPI
// test checks the paths exist there) and unwrap `data` where they promise a single object.
import { configureApi } from '../client';
import { answer, sentBy } from '../test-support/http';
import * as comments from './comments';
import * as expertInfos from './expert-infos';
import * as questionFavorites from './question-favorites';
import * as questions from './questions';
import * as replies from './replies';
import * as userLikeComments from './user-like-comments';
import * as userLikeQuestions from './user-like-questions';

beforeEach(() => configureApi({ baseUrl: 'https://api.example.jp' }));

// Any call under the API root, answered the same way: the test reads what was sent.
const ANY_CALL = 'https://api.example.jp/*';

const sent = (run: () => Promise<unknown>, reply?: unknown) => sentBy(run, 'https://api.example.jp', reply);

test('questions.list sends its filters as the query and answers the page', async () => {
  const page = { data: [], meta: { page: 2, per: 20, total: 0, total_pages: 0 } };
  const got = await sent(() => questions.list({ page: 2, type: '未回答', keyword: '福祉　年金' }), page);
  expect(got).toMatchObject({ method: 'GET', path: '/api/v1/questions', query: { page: '2', type: '未回答', keyword: '福祉　年金' }, result: page });
});

test.each([
  ['questions.get', () => questions.get(5), 'GET', '/api/v1/questions/5', undefined],
  ['questions.create', () => questions.create({ title: 't', body: 'b', category_id: 1, tag_ids: [2] }), 'POST', '/api/v1/questions', { title: 't', body: 'b', category_id: 1, tag_ids: [2] }],
  ['questions.update', () => questions.update(5, { title: 'new' }), 'PATCH', '/api/v1/questions/5', { title: 'new' }],
  ['comments.create', () => comments.create({ question_id: 5, body: 'c' }), 'POST', '/api/v1/comments', { question_id: 5, body: 'c' }],
  ['replies.create', () => replies.create({ comment_id: 9, body: 'r' }), 'POST', '/api/v1/replies', { comment_id: 9, body: 'r' }],
  ['questionFavorites.create', () => questionFavorites.create(5), 'POST', '/api/v1/question_favorites', { question_id: 5 }],
  ['questionFavorites.remove', () => questionFavorites.remove(3), 'DELETE', '/api/v1/question_favorites/3', undefined],
  ['userLikeQuestions.create', () => userLikeQuestions.create(5), 'POST', '/api/v1/user_like_questions', { question_id: 5 }],
  ['userLikeComments.create', () => userLikeComments.create(9), 'POST', '/api/v1/user_like_comments', { comment_id: 9 }],
  ['expertInfos.get', () => expertInfos.get(2), 'GET', '/api/v1/expert_infos/2', undefined],
  ['expertInfos.update', () => expertInfos.update(2, { title: '社会福祉士' }), 'PUT', '/api/v1/expert_infos/2', { title: '社会福祉士' }],
])('%s unwraps data', async (_name, run, method, path, body) => {
  const got = await sent(run, { data: { id: 42 } });
  expect(got).toEqual({ result: { id: 42 }, method, path, query: {}, body });
});

test.each([
  ['comments.getCommentsByQuestionId', () => comments.getCommentsByQuestionId(5), 'GET', '/api/v1/comments/get_comments_by_question_id', { question_id: '5' }],
  ['replies.indexByCommentId', () => replies.indexByCommentId(9), 'GET', '/api/v1/replies/index_by_comment_id', { comment_id: '9' }],
  ['userLikeQuestions.deleteByUserIdAndQuestionId', () => userLikeQuestions.deleteByUserIdAndQuestionId(5), 'DELETE', '/api/v1/user_like_questions/delete_by_user_id_and_question_id', { question_id: '5' }],
  ['userLikeComments.deleteByUserIdAndCommentId', () => userLikeComments.deleteByUserIdAndCommentId(9), 'DELETE', '/api/v1/user_like_comments/delete_by_user_id_and_comment_id', { comment_id: '9' }],
  ['questionFavorites.deleteFavoriteByUserIdAndQuestionId', () => questionFavorites.deleteFavoriteByUserIdAndQuestionId(5), 'DELETE', '/api/v1/question_favorites/delete_favorite_by_user_id_and_question_id', { question_id: '5' }],
  ['expertInfos.showWithUserId', () => expertInfos.showWithUserId(7), 'GET', '/api/v1/expert_infos/show_with_user_id', { user_id: '7' }],
])('%s sends its id in the query', async (_name, run, method, path, query) => {
  const got = await sent(run, { data: [{ id: 1 }] });
  expect(got).toEqual({ result: [{ id: 1 }], method, path, query, body: undefined });
});

test.each([
  ['questions.myQuestions', () => questions.myQuestions({ page: 3 }), '/api/v1/questions/my_questions', { page: '3' }],
  ['questions.popularQuestions', () => questions.popularQuestions({ per: 5 }), '/api/v1/questions/popular_questions', { per: '5' }],
  ['questions.questionByExpertInfoId', () => questions.questionByExpertInfoId({ expert_info_id: 2 }), '/api/v1/questions/question_by_expert_info_id', { expert_info_id: '2' }],
  ['comments.myComments', () => comments.myComments(), '/api/v1/comments/my_comments', {}],
  ['comments.byUser', () => comments.byUser({ user_id: 12, page: 2 }), '/api/v1/comments', { user_id: '12', page: '2' }],
  ['questionFavorites.myFavoriteQuestions', () => questionFavorites.myFavoriteQuestions(), '/api/v1/question_favorites/my_favorite_questions', {}],
  ['expertInfos.list', () => expertInfos.list({ status: 'pending' }), '/api/v1/expert_infos', { status: 'pending' }],
])('%s answers the whole page', async (_name, run, path, query) => {
  const page = { data: [{ id: 1 }], meta: { page: 1, per: 20, total: 1, total_pages: 1 } };
  const got = await sent(run, page);
  expect(got).toEqual({ result: page, method: 'GET', path, query, body: undefined });
});

test('moderation removals send DELETE and answer nothing', async () => {
  for (const [run, path] of [
    [() => questions.remove(5), '/api/v1/questions/5'],
    [() => comments.remove(6), '/api/v1/comments/6'],
    [() => replies.remove(7), '/api/v1/replies/7'],
  ] as const) {
    const { calls } = answer('all', ANY_CALL);
    await expect(run()).resolves.toBeUndefined();
    expect([calls[0].method, new URL(calls[0].url).pathname]).toEqual(['DELETE', path]);
  }
});
