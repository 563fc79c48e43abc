import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../lib/http-errors';
import { isAdmin } from '../../../../plugins/auth';
import { StrictObject, errorResponses, one } from '../../../../schemas/common';
import { CategoryCreateBody, CategorySchema, CategoryUpdateBody } from '../../../../schemas/taxonomy';
import { registerTaxonomyRoutes } from '../../../../taxonomy/taxonomy-routes';

const ByTitleQuery = StrictObject({ title: Type.String({ minLength: 1, maxLength: 50 }) });

export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  // A static path: the router matches it before /api/v1/categories/:id.
  app.get<{ Querystring: Static<typeof ByTitleQuery> }>(
    '/api/v1/categories/show_by_title',
    {
      schema: {
        tags: ['categories'],
        summary: 'タイトルでカテゴリを1件（/column/{category} の表示用）',
        querystring: ByTitleQuery,
        response: { 200: one(CategorySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await app.ctx.db.one<{ status: string }>(
        'SELECT id, title, description, status, sort_order, created_at, updated_at FROM categories WHERE title = $1',
        [request.query.title.trim()],
      );
      if (!row || (row.status !== 'published' && !isAdmin(request))) throw notFound('カテゴリが見つかりませんでした。');
      return { data: row };
    },
  );

  registerTaxonomyRoutes(app, {
    table: 'categories',
    label: 'カテゴリ',
    columns: ['title', 'description', 'status', 'sort_order'],
    orderBy: 'sort_order, id',
    item: CategorySchema,
    createBody: CategoryCreateBody,
    updateBody: CategoryUpdateBody,
  });
}
