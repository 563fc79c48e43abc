// Favorite columns (content/reaction-service.ts): the caller adds or removes one and lists theirs at
// /my-page/favorite-list. Answers carry the new count.
import { ColumnFavoriteStateSchema, ColumnPageQuerySchema, ColumnReactionBodySchema, ColumnSummarySchema, errorResponses, one, paged } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';

const OneFavorite = one(ColumnFavoriteStateSchema);

const columnFavorites: FastifyPluginAsyncTypebox = async (app) => {
  const { reactions, columns } = app.ctx.services;

  app.get(
    '/my_favorite_columns',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'お気に入りのコラム（追加した新しい順）', querystring: ColumnPageQuerySchema, response: { 200: paged(ColumnSummarySchema), ...errorResponses(400, 401) } },
    },
    async (request) => columns.favorites(request.query, signedIn(request)),
  );

  app.post(
    '',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'コラムをお気に入りに追加する（2回目は数えない）', body: ColumnReactionBodySchema, response: { 200: OneFavorite, 201: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const result = await reactions.favoriteColumn(request.body.column_id, signedIn(request), request.body.user_id);
      return reply.code(result.created ? 201 : 200).send({ data: result.data });
    },
  );

  app.delete(
    '/delete_favorite_by_user_id_and_column_id',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'コラムをお気に入りから外す', querystring: ColumnReactionBodySchema, response: { 200: OneFavorite, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await reactions.unfavoriteColumn(request.query.column_id, signedIn(request), request.query.user_id) }),
  );
};

export default columnFavorites;
