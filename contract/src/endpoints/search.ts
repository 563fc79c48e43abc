// Search (docs/search.md): the site search over questions and columns, similar questions while a
// question is written, and the vocabulary search widens words through, which admins extend.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';

export const search = endpointGroup({
  questions: call('GET /api/v1/search/questions', '質問をさがす（言いかえ・読み・書きまちがいも。関連度順か新しい順。見つかった部分つき）',
    { access: 'anyone', query: 'SearchQuerySchema', answers: { 200: { paged: 'QuestionHitSchema' } }, errors: [400] }),
  columns: call('GET /api/v1/search/columns', 'コラムをさがす（質問と同じしくみ）',
    { access: 'anyone', query: 'SearchQuerySchema', answers: { 200: { paged: 'ColumnHitSchema' } }, errors: [400] }),
  similarQuestions: call('GET /api/v1/search/similar_questions', '似ている質問（書いているタイトルから。5件まで）',
    { access: 'anyone', query: 'SimilarQuestionsQuerySchema', answers: { 200: { list: 'SimilarQuestionSchema' } }, errors: [400] }),
});

export const searchWords = endpointGroup({
  list: call('GET /api/v1/search_words', '検索の言いかえの一覧（管理者。サイトの辞書と運営者が追加したもの）',
    { access: ADMIN_ONLY, query: 'SearchWordListQuerySchema', answers: { 200: { paged: 'SearchWordGroupSchema' } }, errors: [400, 401, 403] }),
  create: call('POST /api/v1/search_words', '検索の言いかえを追加する（管理者）',
    { access: ADMIN_ONLY, body: 'SearchWordGroupBodySchema', answers: { 201: { one: 'SearchWordGroupSchema' } }, errors: [400, 401, 403, 409], changes: ['search_words'] }),
  update: call('PATCH /api/v1/search_words/{id}', '検索の言いかえを変更する（管理者。運営者が追加したもの）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', body: 'SearchWordGroupEditBodySchema', answers: { 200: { one: 'SearchWordGroupSchema' } }, errors: [400, 401, 403, 404, 409], changes: ['search_words'] }),
  remove: call('DELETE /api/v1/search_words/{id}', '検索の言いかえを削除する（管理者。運営者が追加したもの）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404], changes: ['search_words'] }),
  misses: call('GET /api/v1/search_words/misses', '見つからなかった検索（管理者。この30日、回数の多い順。だれが探したかは残しません）',
    { access: ADMIN_ONLY, query: 'SearchMissListQuerySchema', answers: { 200: { paged: 'SearchMissSchema' } }, errors: [400, 401, 403] }),
});
