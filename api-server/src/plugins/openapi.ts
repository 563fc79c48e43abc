// The OpenAPI 3 document of /api/v1, built from the routes' schemas, served as JSON.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '障害福祉Q&Aひろば API',
        description: 'JSON (snake_case). 認証: `Authorization: JWT <token>`。エラーは `{ errors: [{ field?, message }] }`。',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token>' } },
      },
      security: [{ jwt: [] }],
    },
    // Only the API belongs in the document, not the site's files.
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/v1/openapi.json', { config: { access: 'anyone' }, schema: { hide: true } }, async () => app.swagger());
}
