// Profiles (users/profile-service.ts): anyone reads one; its owner or an admin changes it.
import { ByUserQuerySchema, IdParamsSchema, PublicProfileSchema, UserInformationBodySchema, UserInformationSchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_BODY_LIMIT } from '../../../../lib/image-upload';
import { signedIn } from '../../../../plugins/auth';

const OneInfo = one(UserInformationSchema);

const userInformations: FastifyPluginAsyncTypebox = async (app) => {
  const { profiles } = app.ctx.services;

  app.post(
    '',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: 'signed-in' },
      schema: { summary: '自分のプロフィールを作る', body: UserInformationBodySchema, response: { 201: OneInfo, ...errorResponses(400, 401, 409, 413) } },
    },
    async (request, reply) => reply.code(201).send({ data: await profiles.create(request.body, signedIn(request)) }),
  );

  app.patch(
    '/:id',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: 'signed-in' },
      schema: {
        summary: 'プロフィールを変更する（本人または管理者）',
        params: IdParamsSchema,
        body: UserInformationBodySchema,
        response: { 200: OneInfo, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => ({ data: await profiles.update(request.params.id, request.body, signedIn(request)) }),
  );

  app.get(
    '/show_with_user_id',
    {
      config: { access: 'anyone' },
      schema: { summary: '会員のプロフィール（公開。承認済みの専門家は専門家情報つき。退会した人は404）', querystring: ByUserQuerySchema, response: { 200: one(PublicProfileSchema), ...errorResponses(400, 404) } },
    },
    async (request) => ({ data: await profiles.ofUser(request.query.user_id) }),
  );
};

export default userInformations;
