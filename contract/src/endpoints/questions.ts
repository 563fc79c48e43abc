// Questions: the public lists and one question for anyone; the caller's own; posting for paid
// members and admins; editing and removing as the service's rules allow.
import { call, endpointGroup } from '../endpoint';
import { QUESTION_POSTERS } from './access';

const PAGE = { paged: 'QuestionSummarySchema' } as const;
const ONE = { one: 'QuestionSchema' } as const;

export const questions = endpointGroup({
  list: call('GET /api/v1/questions', '質問の一覧（新しい順。キーワードのときは関連度順。種類・タグ・カテゴリ・キーワード・専門家・質問した人で絞り込み）',
    { access: 'anyone', query: 'QuestionListQuerySchema', answers: { 200: PAGE }, errors: [400] }),
  popularQuestions: call('GET /api/v1/questions/popular_questions', '人気の質問（いいね・コメント・お気に入り・閲覧と新しさ）',
    { access: 'anyone', query: 'QuestionPageQuerySchema', answers: { 200: PAGE }, errors: [400] }),
  questionByExpertInfoId: call('GET /api/v1/questions/question_by_expert_info_id', 'ある専門家に宛てた質問（新しい順）',
    { access: 'anyone', query: 'QuestionsByExpertQuerySchema', answers: { 200: PAGE }, errors: [400] }),
  myQuestions: call('GET /api/v1/questions/my_questions', '自分の質問（新しい順）',
    { access: 'signed-in', query: 'QuestionPageQuerySchema', answers: { 200: PAGE }, errors: [400, 401] }),
  get: call('GET /api/v1/questions/{id}', '質問を1件（閲覧数を数える）',
    { access: 'anyone', params: 'IdParamsSchema', answers: { 200: ONE }, errors: [400, 404] }),
  related: call('GET /api/v1/questions/{id}/related', '関連する質問（5件まで。その質問と、公開されていない質問はふくまない）',
    { access: 'anyone', params: 'IdParamsSchema', answers: { 200: { list: 'SimilarQuestionSchema' } }, errors: [400, 404] }),
  create: call('POST /api/v1/questions', '質問する（有料会員・管理者。投稿についての同意のあと）',
    { access: QUESTION_POSTERS, body: 'QuestionCreateBodySchema', answers: { 201: ONE }, errors: [400, 401, 403, 422], changes: ['questions'] }),
  update: call('PATCH /api/v1/questions/{id}', '質問を変更する（投稿した有料会員・管理者）',
    { access: { ...QUESTION_POSTERS, message: '質問の変更は有料会員の方だけができます。' }, params: 'IdParamsSchema', body: 'QuestionUpdateBodySchema', answers: { 200: ONE }, errors: [400, 401, 403, 404], changes: ['questions'] }),
  remove: call('DELETE /api/v1/questions/{id}', '質問を削除する（投稿者・管理者）',
    { access: 'signed-in', params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404], changes: ['questions'] }),
  chooseBestAnswer: call('PUT /api/v1/questions/{id}/best_answer', 'ベストアンサーを選ぶ・選び直す（質問した人・管理者。お礼は任意）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'BestAnswerBodySchema', answers: { 200: ONE }, errors: [400, 401, 403, 404, 409], changes: ['questions', 'comments', 'notifications'] }),
});
