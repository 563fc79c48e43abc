// Applied by @fastify/autoload to every route file below this folder: each call is filed in the
// OpenAPI document under its resource, the URL segment after /api/v1/ (its folder's name).
import type { FastifyInstance } from 'fastify';

export default async function apiV1Hooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const resource = /^\/api\/v1\/([^/]+)/.exec(route.url)?.[1];
    if (resource && !route.schema?.tags) route.schema = { ...route.schema, tags: [resource] };
  });
}
