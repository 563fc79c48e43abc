// For load balancers and the test harness: answers once the database answers.
import { HealthSchema } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { config: { access: 'anyone' }, schema: { summary: '稼働確認', response: { 200: HealthSchema } } }, async () => app.ctx.services.health.check());
};

export default health;
