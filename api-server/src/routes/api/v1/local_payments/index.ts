// Test mode of the local payment provider (PAYMENT_PROVIDER=local, never in production): an admin
// moves its clock ahead to reach a renewal, a retry or the end of a cancelled period at once.
import { AdvanceClockBodySchema, ClockSchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/http-errors';
import { ADMIN_ONLY } from '../../../../policy/access';

const localPayments: FastifyPluginAsyncTypebox = async (app) => {
  const { payments } = app.ctx.services;

  app.post(
    '/advance_clock',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: 'テストモード：決済の時計を進める（管理者、ローカルの決済だけ）',
        body: AdvanceClockBodySchema,
        response: { 200: one(ClockSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!payments.local) throw notFound('テストモードの決済は使われていません。');
      const now = await payments.local.advanceClock(request.body.days);
      return { data: { now: now.toISOString() } };
    },
  );
};

export default localPayments;
