import { ByTitleQuerySchema, CategoryCreateBodySchema, CategorySchema, CategoryUpdateBodySchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { taxonomyRoutes } from '../../../../http/taxonomy-routes';

const crud = taxonomyRoutes('カテゴリ', (app) => app.ctx.services.categories, { item: CategorySchema, create: CategoryCreateBodySchema, update: CategoryUpdateBodySchema });

const categories: FastifyPluginAsyncTypebox = async (app) => {
  // A static path: the router matches it before /api/v1/categories/:id.
  app.get(
    '/show_by_title',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'タイトルでカテゴリを1件（/column/{category} の表示用）',
        querystring: ByTitleQuerySchema,
        response: { 200: one(CategorySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await app.ctx.services.categories.byTitle(request.query.title, request.auth) }),
  );
  await crud(app, {});
};

export default categories;
