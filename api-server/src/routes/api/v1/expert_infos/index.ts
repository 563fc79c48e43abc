// Experts (experts/expert-service.ts). Anyone reads approved records; a member applies; the expert
// or an admin edits a record; only an admin decides its status (change_status, mailed and audited).
import {
  ByUserQuerySchema,
  ExpertApplicationBodySchema,
  ExpertInfoBodySchema,
  ExpertInfoListQuerySchema,
  ExpertInfoSchema,
  ExpertStatusChangeBodySchema,
  ExpertStatusChangeSchema,
  ExpertStatusCountsSchema,
  IdParamsSchema,
  errorResponses,
  one,
  paged,
} from '@hiroba/contract';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_BODY_LIMIT } from '../../../../lib/image-upload';
import { signedIn } from '../../../../plugins/auth';
import { ADMIN_ONLY } from '../../../../policy/access';

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

  app.post(
    '',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: 'signed-in' },
      schema: {
        summary: '専門家に申し込む（会員。非承認のあとは申し込み直し）',
        body: ExpertApplicationBodySchema,
        response: { 201: OneExpert, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await experts.apply(request.body, signedIn(request)) }),
  );

  app.post(
    '/change_status',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: '専門家の状態を変える（承認・非承認・停止。理由をご本人にメール）',
        body: ExpertStatusChangeBodySchema,
        response: { 200: OneExpert, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await experts.changeStatus(request.body, signedIn(request)) }),
  );

  app.get(
    '/counts',
    { config: { access: ADMIN_ONLY }, schema: { summary: '状態ごとの専門家の数（管理者）', response: { 200: one(ExpertStatusCountsSchema), ...errorResponses(401, 403) } } },
    async () => ({ data: await experts.counts() }),
  );

  app.get(
    '/:id/status_changes',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: '専門家の状態の履歴（管理者）',
        params: IdParamsSchema,
        response: { 200: one(Type.Array(ExpertStatusChangeSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await experts.get(request.params.id, signedIn(request));
      return { data: await experts.history(request.params.id) };
    },
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
