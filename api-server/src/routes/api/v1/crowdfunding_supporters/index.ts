// The crowdfunding supporters list (supporters/supporter-service.ts): the published supporters for
// anyone; every supporter, and writing the list, for admins.
import {
  IdParamsSchema,
  NoContent,
  SupporterCreateBodySchema,
  SupporterListQuerySchema,
  SupporterSchema,
  SupporterUpdateBodySchema,
  errorResponses,
  one,
  paged,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';

const One = one(SupporterSchema);
const ADMINS = { roles: ['admin'] as const, message: '支援者の一覧は管理者だけが編集できます。' };

const supporters: FastifyPluginAsyncTypebox = async (app) => {
  const { supporters } = app.ctx.services;

  app.get(
    '',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'クラウドファンディングの支援者の一覧（並び順。管理者は status=all で掲載していない人も）',
        querystring: SupporterListQuerySchema,
        response: { 200: paged(SupporterSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => supporters.list(request.query, request.auth),
  );

  app.get(
    '/:id',
    {
      config: { access: 'anyone' },
      schema: { summary: '支援者を1人（掲載していない人は管理者だけ）', params: IdParamsSchema, response: { 200: One, ...errorResponses(400, 404) } },
    },
    async (request) => ({ data: await supporters.get(request.params.id, request.auth) }),
  );

  app.post(
    '',
    {
      config: { access: ADMINS },
      schema: { summary: '支援者を加える（管理者）', body: SupporterCreateBodySchema, response: { 201: One, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => reply.code(201).send({ data: await supporters.create(request.body, signedIn(request)) }),
  );

  app.patch(
    '/:id',
    {
      config: { access: ADMINS },
      schema: {
        summary: '支援者を変更する（管理者）。sort_order で並びを移し、published で掲載を切り替える',
        params: IdParamsSchema,
        body: SupporterUpdateBodySchema,
        response: { 200: One, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await supporters.update(request.params.id, request.body, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: ADMINS },
      schema: { summary: '支援者を削除する（管理者）', params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await supporters.remove(request.params.id, signedIn(request));
      return reply.code(204).send(null);
    },
  );
};

export default supporters;
