// For load balancers and the test harness: answers once the database answers.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/health',
    {
      schema: {
        tags: ['health'],
        summary: '稼働確認',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) }) },
      },
    },
    async () => {
      await app.ctx.db.query('SELECT 1');
      return { status: 'ok' as const, database: app.ctx.db.kind };
    },
  );
}
