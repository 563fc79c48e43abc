// Columns (columns/column-service.ts): the published ones for anyone; every status, writing,
// scheduling, unpublishing, deleting and pictures for admins.
import {
  ColumnCreateBodySchema,
  ColumnImageBodySchema,
  ColumnImageSchema,
  ColumnListQuerySchema,
  ColumnPageQuerySchema,
  ColumnSchema,
  ColumnSummarySchema,
  ColumnUpdateBodySchema,
  ColumnsByCategoryQuerySchema,
  IdParamsSchema,
  NoContent,
  errorResponses,
  one,
  paged,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendShared } from '../../../../http/shared-answer';
import { viewerOf } from '../../../../http/viewer';
import { IMAGE_BODY_LIMIT } from '../../../../lib/image-upload';
import { signedIn } from '../../../../plugins/auth';

const Page = paged(ColumnSummarySchema);
const OneColumn = one(ColumnSchema);
const ADMINS = { roles: ['admin'] as const, message: 'コラムの管理は管理者だけができます。' };

const columns: FastifyPluginAsyncTypebox = async (app) => {
  const { columns, content } = app.ctx.services;

  app.get(
    '',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'コラムの一覧（公開日の新しい順。カテゴリ・タグ・キーワード・関連で絞り込み。管理者は公開前のものも）',
        querystring: ColumnListQuerySchema,
        response: { 200: Page, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { page, per, ...filters } = request.query;
      return sendShared(content.cache, request, reply, () => columns.list(filters, { page, per }, request.auth));
    },
  );

  app.get(
    '/popular_columns',
    {
      config: { access: 'anyone' },
      schema: { summary: '人気のコラム（お気に入り・閲覧と新しさ）', querystring: ColumnPageQuerySchema, response: { 200: Page, ...errorResponses(400) } },
    },
    async (request, reply) => sendShared(content.cache, request, reply, () => columns.popular(request.query, request.auth)),
  );

  app.get(
    '/column_by_category',
    {
      config: { access: 'anyone' },
      schema: { summary: 'あるカテゴリのコラム（公開日の新しい順）', querystring: ColumnsByCategoryQuerySchema, response: { 200: Page, ...errorResponses(400) } },
    },
    async (request, reply) => {
      const { page, per, category_id: categoryId } = request.query;
      return sendShared(content.cache, request, reply, () => columns.byCategory(categoryId, { page, per }, request.auth));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'anyone' },
      schema: { summary: 'コラムを1件（公開中のもの。管理者は公開前のものも。閲覧数を数える）', params: IdParamsSchema, response: { 200: OneColumn, ...errorResponses(400, 404) } },
    },
    async (request) => ({ data: await columns.get(request.params.id, request.auth, viewerOf(request)) }),
  );

  app.post(
    '',
    {
      config: { access: ADMINS },
      schema: { summary: 'コラムを書く（下書き・公開・公開予約）', body: ColumnCreateBodySchema, response: { 201: OneColumn, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => reply.code(201).send({ data: await columns.create(request.body, signedIn(request)) }),
  );

  app.post(
    '/images',
    {
      config: { access: ADMINS },
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { summary: 'コラムの画像を送る（アイキャッチ・本文の画像）', body: ColumnImageBodySchema, response: { 201: one(ColumnImageSchema), ...errorResponses(400, 401, 403, 413) } },
    },
    async (request, reply) => reply.code(201).send({ data: await columns.saveImage(request.body.image_data, signedIn(request)) }),
  );

  app.patch(
    '/:id',
    {
      config: { access: ADMINS },
      schema: {
        summary: 'コラムを変更する（公開・公開予約・非公開も）',
        params: IdParamsSchema,
        body: ColumnUpdateBodySchema,
        response: { 200: OneColumn, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await columns.update(request.params.id, request.body, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: ADMINS },
      schema: { summary: 'コラムを削除する', params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await columns.remove(request.params.id, signedIn(request));
      return reply.code(204).send(null);
    },
  );
};

export default columns;
