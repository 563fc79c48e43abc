// The admin dashboard's counts and latest actions (admin/dashboard-service.ts).
import { DashboardSchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ONLY } from '../../../../policy/access';

const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  const { dashboard } = app.ctx.services;
  app.get(
    '',
    { config: { access: ADMIN_ONLY }, schema: { summary: '管理画面ダッシュボード：対応が必要なことと最近の管理操作', response: { 200: one(DashboardSchema), ...errorResponses(401, 403) } } },
    async () => ({ data: await dashboard.summary() }),
  );
};

export default dashboard;
