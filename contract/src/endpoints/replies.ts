// Replies to a comment: anyone reads them; any member replies; admins remove them (moderation,
// audited). A reply changes its question's counts.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';

export const replies = endpointGroup({
  indexByCommentId: call('GET /api/v1/replies/index_by_comment_id', 'コメントへの返信（古い順）',
    { access: 'anyone', query: 'CommentIdQuerySchema', answers: { 200: { list: 'ReplySchema' } }, errors: [400, 404] }),
  create: call('POST /api/v1/replies', 'コメントに返信する（会員。投稿についての同意のあと）',
    { access: 'signed-in', body: 'ReplyCreateBodySchema', answers: { 201: { one: 'ReplySchema' } }, errors: [400, 401, 404, 422], changes: ['questions', 'comments'] }),
  remove: call('DELETE /api/v1/replies/{id}', '返信を削除する（管理者による管理。記録が残ります）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404], changes: ['questions', 'comments'] }),
});
