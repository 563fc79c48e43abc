// The like calls of questions and comments, which differ only in what they name: the caller likes
// or takes back a like, and the answer is the new count (201 when the like is new, 200 when it was
// there already).
import { call, endpointGroup, type SchemaName } from '../endpoint';

const LIKE = { one: 'LikeStateSchema' } as const;

function likeEndpoints<const Segment extends string, const Body extends SchemaName, const RemoveName extends string, const RemovePath extends string>(
  label: string,
  segment: Segment,
  body: Body,
  remove: { name: RemoveName; path: RemovePath },
) {
  const removal = call(`DELETE /api/v1/${segment}/${remove.path}`, `${label}のいいねを取り消す`,
    { access: 'signed-in', query: body, answers: { 200: LIKE }, errors: [400, 401, 403, 404], changes: ['likes'] });
  const create = call(`POST /api/v1/${segment}`, `${label}にいいねする（2回目は数えない）`,
    { access: 'signed-in', body, answers: { 200: LIKE, 201: LIKE }, errors: [400, 401, 403, 404], changes: ['likes'] });
  // The removal's name differs per object (the spec's call names).
  return endpointGroup({ create, ...({ [remove.name]: removal } as Record<RemoveName, typeof removal>) });
}

export const userLikeQuestions = likeEndpoints('質問', 'user_like_questions', 'QuestionReactionBodySchema', {
  name: 'deleteByUserIdAndQuestionId',
  path: 'delete_by_user_id_and_question_id',
});
export const userLikeComments = likeEndpoints('コメント', 'user_like_comments', 'CommentReactionBodySchema', {
  name: 'deleteByUserIdAndCommentId',
  path: 'delete_by_user_id_and_comment_id',
});
