// The like calls of questions and comments, which differ only in what they name and say: the caller
// likes or takes back a like, and the answer is the new count (content/reaction-service.ts).
import { CommentReactionBodySchema, LikeStateSchema, QuestionReactionBodySchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../plugins/auth';

const OneLike = one(LikeStateSchema);

const TARGETS = {
  question: { label: '質問', body: QuestionReactionBodySchema, remove: '/delete_by_user_id_and_question_id' },
  comment: { label: 'コメント', body: CommentReactionBodySchema, remove: '/delete_by_user_id_and_comment_id' },
} as const;

export function likeRoutes(target: keyof typeof TARGETS): FastifyPluginAsyncTypebox {
  const { label, body, remove } = TARGETS[target];
  const idOf = (input: { question_id: number } | { comment_id: number }) => ('question_id' in input ? input.question_id : input.comment_id);
  return async (app) => {
    const { reactions } = app.ctx.services;
    const like = target === 'question' ? reactions.likeQuestion : reactions.likeComment;
    const unlike = target === 'question' ? reactions.unlikeQuestion : reactions.unlikeComment;

    app.post(
      '',
      {
        config: { access: 'signed-in' },
        schema: { summary: `${label}にいいねする（2回目は数えない）`, body, response: { 200: OneLike, 201: OneLike, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request, reply) => {
        const result = await like(idOf(request.body), signedIn(request), request.body.user_id);
        return reply.code(result.created ? 201 : 200).send({ data: result.data });
      },
    );

    app.delete(
      remove,
      {
        config: { access: 'signed-in' },
        schema: { summary: `${label}のいいねを取り消す`, querystring: body, response: { 200: OneLike, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => ({ data: await unlike(idOf(request.query), signedIn(request), request.query.user_id) }),
    );
  };
}
