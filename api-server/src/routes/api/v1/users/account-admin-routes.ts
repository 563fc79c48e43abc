// The admin's calls about one account under /api/v1/users, registered by index.ts: what the person
// has done and what admins did about them (users/user-activity.ts), and suspending or restoring the
// account (users/suspension-service.ts, docs/product.md#account-suspension).
import { IdParamsSchema, SuspendBodySchema, UserActivitySchema, UserSchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';
import { ADMIN_ONLY } from '../../../../policy/access';

const accountAdmin: FastifyPluginAsyncTypebox = async (app) => {
  const { userActivity, suspensions } = app.ctx.services;
  const OneUser = one(UserSchema);

  app.get(
    '/:id/activity',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: '会員の活動と管理者の操作の記録（管理者）',
        params: IdParamsSchema,
        response: { 200: one(UserActivitySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await userActivity.read(request.params.id, signedIn(request)) }),
  );

  app.post(
    '/:id/suspend',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: 'アカウントを停止する（管理者。ログインできなくなり、すべてのログインが終わる）',
        params: IdParamsSchema,
        body: SuspendBodySchema,
        response: { 200: OneUser, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await suspensions.suspend(request.params.id, request.body, signedIn(request)) }),
  );

  app.post(
    '/:id/restore',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: 'アカウントの停止を解除する（管理者）',
        params: IdParamsSchema,
        response: { 200: OneUser, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await suspensions.restore(request.params.id, signedIn(request)) }),
  );
};

export default accountAdmin;
