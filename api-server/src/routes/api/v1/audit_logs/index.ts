// The audit log (admin/audit-log-service.ts): every recorded admin action, for admins only.
import { AuditEntrySchema, AuditLogQuerySchema, errorResponses, paged } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ONLY } from '../../../../policy/access';

const auditLogs: FastifyPluginAsyncTypebox = async (app) => {
  const { auditLog } = app.ctx.services;
  app.get(
    '',
    {
      config: { access: ADMIN_ONLY },
      schema: { summary: '管理操作の記録（管理者。操作・対象・管理者・期間で絞り込み）', querystring: AuditLogQuerySchema, response: { 200: paged(AuditEntrySchema), ...errorResponses(400, 401, 403) } },
    },
    async (request) => auditLog.list(request.query),
  );
};

export default auditLogs;
