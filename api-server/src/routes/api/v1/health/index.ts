// For load balancers and the test harness: 200 once the database answers, 503 with Retry-After
// while it does not (docs/operations.md#outages-and-health). A server under load shedding answers
// 503 here too, before this handler runs (plugins/load-shedding.ts).
import { HealthSchema, HealthUnavailableSchema } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../../../plugins/error-handler';

export const DATABASE_UNREACHABLE = 'データベースに接続できません。しばらくしてからもう一度お試しください。';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { config: { access: 'anyone' }, schema: { summary: '稼働確認', response: { 200: HealthSchema, 503: HealthUnavailableSchema } } },
    async (_request, reply) => {
      const { status, database } = await app.ctx.services.health.check();
      if (status === 'ok') return { status, database };
      reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return { status, database, errors: [{ message: DATABASE_UNREACHABLE }] };
    },
  );
};

export default health;
