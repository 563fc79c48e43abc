// The CRUD calls of tags and categories, which differ only in their schemas and service.
import { IdParamsSchema, NoContent, StatusListQuerySchema, errorResponses, one, paged } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TObject } from 'typebox';
import { signedIn } from '../plugins/auth';
import { ADMIN_ONLY } from '../policy/access';
import type { TaxonomyService } from '../taxonomy/taxonomy-service';

export function taxonomyRoutes(label: string, service: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => TaxonomyService, schemas: { item: TObject; create: TObject; update: TObject }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const taxonomy = service(app);
    const One = one(schemas.item);

    app.get(
      '',
      {
        config: { access: 'anyone' },
        schema: { summary: `${label}の一覧（管理者以外は公開中のみ）`, querystring: StatusListQuerySchema, response: { 200: paged(schemas.item), ...errorResponses(400, 403) } },
      },
      async (request) => taxonomy.list(request.query, request.auth),
    );

    app.get(
      '/:id',
      { config: { access: 'anyone' }, schema: { summary: `${label}を1件`, params: IdParamsSchema, response: { 200: One, ...errorResponses(400, 404) } } },
      async (request) => ({ data: await taxonomy.get(request.params.id, request.auth) }),
    );

    app.post(
      '',
      {
        config: { access: ADMIN_ONLY },
        schema: { summary: `${label}を作る（管理者）`, body: schemas.create, response: { 201: One, ...errorResponses(400, 401, 403, 409) } },
      },
      async (request, reply) => reply.code(201).send({ data: await taxonomy.create(request.body as Record<string, unknown>, signedIn(request)) }),
    );

    app.patch(
      '/:id',
      {
        config: { access: ADMIN_ONLY },
        schema: {
          summary: `${label}を変更する（管理者）`,
          params: IdParamsSchema,
          body: schemas.update,
          response: { 200: One, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({ data: await taxonomy.update(request.params.id, request.body as Record<string, unknown>, signedIn(request)) }),
    );

    app.delete(
      '/:id',
      {
        config: { access: ADMIN_ONLY },
        schema: { summary: `${label}を削除する（管理者）`, params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request, reply) => {
        await taxonomy.remove(request.params.id, signedIn(request));
        return reply.code(204).send(null);
      },
    );
  };
}
