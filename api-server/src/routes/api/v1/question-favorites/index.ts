// Favorite questions: the caller adds or removes one (by the question or by the favorite's id) and
// lists theirs at /my-page/favorite-list. Answers carry the new count.
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageMeta, paging } from '../../../../lib/paging';
import { requireSignIn, signedIn } from '../../../../plugins/auth';
import { QUESTION_FAVORITES, addReaction, checkActingUser, removeReaction } from '../../../../qa/reactions';
import { countQuestions, findQuestionPage } from '../../../../qa/question-repository';
import { IdParams, errorResponses, one, paged } from '../../../../schemas/common';
import { FavoriteStateSchema, QuestionPageQuery, QuestionReactionBody, QuestionReactionQuery, QuestionSummarySchema } from '../../../../schemas/questions';

const tags = ['question_favorites'];
const OneFavorite = one(FavoriteStateSchema);

export default async function questionFavoriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get<{ Querystring: Static<typeof QuestionPageQuery> }>(
    '/api/v1/question_favorites/my_favorite_questions',
    {
      schema: { tags, summary: 'お気に入りの質問（追加した新しい順）', querystring: QuestionPageQuery, response: { 200: paged(QuestionSummarySchema), ...errorResponses(400, 401) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const caller = signedIn(request).id;
      const source = {
        from: 'question_favorites fav JOIN questions q ON q.id = fav.question_id',
        where: ['fav.user_id = $1', 'q.deleted_at IS NULL'],
        orderBy: 'fav.created_at DESC, fav.id DESC',
        params: [caller],
      };
      const p = paging(request.query);
      const [rows, total] = await Promise.all([findQuestionPage(db, source, p, caller), countQuestions(db, source)]);
      return { data: rows, meta: pageMeta(p, total) };
    },
  );

  app.post<{ Body: Static<typeof QuestionReactionBody> }>(
    '/api/v1/question_favorites',
    {
      schema: { tags, summary: '質問をお気に入りに追加する（2回目は数えない）', body: QuestionReactionBody, response: { 200: OneFavorite, 201: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const caller = signedIn(request).id;
      checkActingUser(caller, request.body.user_id);
      const questionId = request.body.question_id;
      const result = await addReaction(db, QUESTION_FAVORITES, caller, questionId);
      return reply.code(result.changed ? 201 : 200).send({ data: { id: result.id, question_id: questionId, favorite_counts: result.count, favorited: true } });
    },
  );

  app.delete<{ Querystring: Static<typeof QuestionReactionQuery> }>(
    '/api/v1/question_favorites/delete_favorite_by_user_id_and_question_id',
    {
      schema: { tags, summary: '質問をお気に入りから外す', querystring: QuestionReactionQuery, response: { 200: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const caller = signedIn(request).id;
      checkActingUser(caller, request.query.user_id);
      const result = await removeReaction(db, QUESTION_FAVORITES, caller, { targetId: request.query.question_id });
      return { data: { id: null, question_id: result.targetId, favorite_counts: result.count, favorited: false } };
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/api/v1/question_favorites/:id',
    {
      schema: { tags, summary: 'お気に入りを外す（自分のもの）', params: IdParams, response: { 200: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const result = await removeReaction(db, QUESTION_FAVORITES, signedIn(request).id, { rowId: request.params.id });
      return { data: { id: null, question_id: result.targetId, favorite_counts: result.count, favorited: false } };
    },
  );
}
