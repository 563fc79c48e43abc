// Comments (answers): anyone reads a question's or one person's; any member comments (an approved
// expert's comment is their expert answer); admins remove them (moderation, audited). A comment
// changes its question's counts and answer state.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';

export const comments = endpointGroup({
  getCommentsByQuestionId: call('GET /api/v1/comments/get_comments_by_question_id', '質問への回答とコメント（専門家の回答が先、ほかは古い順。返信つき）',
    { access: 'anyone', query: 'QuestionIdQuerySchema', answers: { 200: { list: 'CommentSchema' } }, errors: [400, 404] }),
  byUser: call('GET /api/v1/comments', 'ある会員の回答・コメント（新しい順、質問のタイトルつき。退会した人は0件）',
    { access: 'anyone', query: 'UserCommentsQuerySchema', answers: { 200: { paged: 'MyCommentSchema' } }, errors: [400] }),
  myComments: call('GET /api/v1/comments/my_comments', '自分のコメント（新しい順、質問のタイトルつき）',
    { access: 'signed-in', query: 'QuestionPageQuerySchema', answers: { 200: { paged: 'MyCommentSchema' } }, errors: [400, 401] }),
  create: call('POST /api/v1/comments', 'コメント・回答する（会員。承認済みの専門家は専門家の回答。投稿についての同意のあと）',
    { access: 'signed-in', body: 'CommentCreateBodySchema', answers: { 201: { one: 'CommentSchema' } }, errors: [400, 401, 404, 422], changes: ['questions', 'comments'] }),
  remove: call('DELETE /api/v1/comments/{id}', 'コメントを削除する（管理者による管理。記録が残ります）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404], changes: ['questions', 'comments'] }),
});
