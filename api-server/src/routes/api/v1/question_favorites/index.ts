// Favorite questions (content/reaction-service.ts): the caller adds or removes one (by the question or by
// the favorite's id) and lists theirs at /my-page/favorite-list. Answers carry the new count.
import { FavoriteStateSchema, IdParamsSchema, QuestionPageQuerySchema, QuestionReactionBodySchema, QuestionSummarySchema, errorResponses, one, paged } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';

const OneFavorite = one(FavoriteStateSchema);

const questionFavorites: FastifyPluginAsyncTypebox = async (app) => {
  const { reactions, questions } = app.ctx.services;

  app.get(
    '/my_favorite_questions',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'お気に入りの質問（追加した新しい順）', querystring: QuestionPageQuerySchema, response: { 200: paged(QuestionSummarySchema), ...errorResponses(400, 401) } },
    },
    async (request) => questions.favorites(request.query, signedIn(request)),
  );

  app.post(
    '',
    {
      config: { access: 'signed-in' },
      schema: { summary: '質問をお気に入りに追加する（2回目は数えない）', body: QuestionReactionBodySchema, response: { 200: OneFavorite, 201: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const result = await reactions.favoriteQuestion(request.body.question_id, signedIn(request), request.body.user_id);
      return reply.code(result.created ? 201 : 200).send({ data: result.data });
    },
  );

  app.delete(
    '/delete_favorite_by_user_id_and_question_id',
    {
      config: { access: 'signed-in' },
      schema: { summary: '質問をお気に入りから外す', querystring: QuestionReactionBodySchema, response: { 200: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await reactions.unfavoriteQuestion({ questionId: request.query.question_id, sentUserId: request.query.user_id }, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'お気に入りを外す（自分のもの）', params: IdParamsSchema, response: { 200: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await reactions.unfavoriteQuestion({ favoriteId: request.params.id }, signedIn(request)) }),
  );
};

export default questionFavorites;
