// Experts' public records (experts/expert-service.ts). Anyone reads approved ones; the expert or an
// admin edits one; only an admin changes its status.
import { ByUserQuerySchema, ExpertInfoBodySchema, ExpertInfoListQuerySchema, ExpertInfoSchema, IdParamsSchema, errorResponses, one, paged } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_BODY_LIMIT } from '../../../../lib/image-upload';
import { signedIn } from '../../../../plugins/auth';

const OneExpert = one(ExpertInfoSchema);

const expertInfos: FastifyPluginAsyncTypebox = async (app) => {
  const { experts } = app.ctx.services;

  app.get(
    '',
    {
      config: { access: 'anyone' },
      schema: { summary: '専門家の一覧（承認済み。管理者は状態で絞り込み）', querystring: ExpertInfoListQuerySchema, response: { 200: paged(ExpertInfoSchema), ...errorResponses(400, 403) } },
    },
    async (request) => experts.list(request.query, request.auth),
  );

  app.get(
    '/show_with_user_id',
    { config: { access: 'anyone' }, schema: { summary: '会員の専門家情報', querystring: ByUserQuerySchema, response: { 200: OneExpert, ...errorResponses(400, 404) } } },
    async (request) => ({ data: await experts.ofUser(request.query.user_id, request.auth) }),
  );

  app.get(
    '/:id',
    { config: { access: 'anyone' }, schema: { summary: '専門家を1件', params: IdParamsSchema, response: { 200: OneExpert, ...errorResponses(400, 404) } } },
    async (request) => ({ data: await experts.get(request.params.id, request.auth) }),
  );

  app.put(
    '/:id',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: 'signed-in' },
      schema: {
        summary: '専門家情報を変更する（本人・管理者。状態は管理者だけ）',
        params: IdParamsSchema,
        body: ExpertInfoBodySchema,
        response: { 200: OneExpert, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => ({ data: await experts.update(request.params.id, request.body, signedIn(request)) }),
  );
};

export default expertInfos;
