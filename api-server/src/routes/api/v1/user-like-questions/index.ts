// Likes of questions: the caller likes or takes back a like; the answer is the new count.
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedIn } from '../../../../plugins/auth';
import { QUESTION_LIKES, addReaction, checkActingUser, removeReaction } from '../../../../qa/reactions';
import { errorResponses, one } from '../../../../schemas/common';
import { LikeStateSchema, QuestionReactionBody, QuestionReactionQuery } from '../../../../schemas/questions';

const tags = ['user_like_questions'];
const OneLike = one(LikeStateSchema);

export default async function userLikeQuestionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post<{ Body: Static<typeof QuestionReactionBody> }>(
    '/api/v1/user_like_questions',
    {
      schema: { tags, summary: '質問にいいねする（2回目は数えない）', body: QuestionReactionBody, response: { 200: OneLike, 201: OneLike, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const caller = signedIn(request).id;
      checkActingUser(caller, request.body.user_id);
      const result = await addReaction(db, QUESTION_LIKES, caller, request.body.question_id);
      return reply.code(result.changed ? 201 : 200).send({ data: { like_counts: result.count, liked: true } });
    },
  );

  app.delete<{ Querystring: Static<typeof QuestionReactionQuery> }>(
    '/api/v1/user_like_questions/delete_by_user_id_and_question_id',
    {
      schema: { tags, summary: '質問のいいねを取り消す', querystring: QuestionReactionQuery, response: { 200: OneLike, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const caller = signedIn(request).id;
      checkActingUser(caller, request.query.user_id);
      const result = await removeReaction(db, QUESTION_LIKES, caller, { targetId: request.query.question_id });
      return { data: { like_counts: result.count, liked: false } };
    },
  );
}
