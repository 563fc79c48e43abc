// Likes of comments (qa/reaction-service.ts): the caller likes or takes back a like; the answer is the new count.
import { CommentReactionBodySchema, LikeStateSchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';

const OneLike = one(LikeStateSchema);

const userLikeComments: FastifyPluginAsyncTypebox = async (app) => {
  const { reactions } = app.ctx.services;

  app.post(
    '',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'コメントにいいねする（2回目は数えない）', body: CommentReactionBodySchema, response: { 200: OneLike, 201: OneLike, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const result = await reactions.likeComment(request.body.comment_id, signedIn(request), request.body.user_id);
      return reply.code(result.created ? 201 : 200).send({ data: result.data });
    },
  );

  app.delete(
    '/delete_by_user_id_and_comment_id',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'コメントのいいねを取り消す', querystring: CommentReactionBodySchema, response: { 200: OneLike, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await reactions.unlikeComment(request.query.comment_id, signedIn(request), request.query.user_id) }),
  );
};

export default userLikeComments;
