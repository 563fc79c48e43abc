// Likes of questions (qa/reaction-service.ts): the caller likes or takes back a like; the answer is the new count.
import { LikeStateSchema, QuestionReactionBodySchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';

const OneLike = one(LikeStateSchema);

const userLikeQuestions: FastifyPluginAsyncTypebox = async (app) => {
  const { reactions } = app.ctx.services;

  app.post(
    '',
    {
      config: { access: 'signed-in' },
      schema: { summary: '質問にいいねする（2回目は数えない）', body: QuestionReactionBodySchema, response: { 200: OneLike, 201: OneLike, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const result = await reactions.likeQuestion(request.body.question_id, signedIn(request), request.body.user_id);
      return reply.code(result.created ? 201 : 200).send({ data: result.data });
    },
  );

  app.delete(
    '/delete_by_user_id_and_question_id',
    {
      config: { access: 'signed-in' },
      schema: { summary: '質問のいいねを取り消す', querystring: QuestionReactionBodySchema, response: { 200: OneLike, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await reactions.unlikeQuestion(request.query.question_id, signedIn(request), request.query.user_id) }),
  );
};

export default userLikeQuestions;
