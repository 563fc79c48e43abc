import type { FastifyInstance } from 'fastify';
import { TagCreateBody, TagSchema, TagUpdateBody } from '../../../../schemas/taxonomy';
import { registerTaxonomyRoutes } from '../../../../taxonomy/taxonomy-routes';

export default async function tagRoutes(app: FastifyInstance): Promise<void> {
  registerTaxonomyRoutes(app, {
    table: 'tags',
    label: 'タグ',
    columns: ['title', 'status'],
    // Code point order ("C") so PGlite and every PostgreSQL server list the same way.
    orderBy: 'title COLLATE "C", id',
    item: TagSchema,
    createBody: TagCreateBody,
    updateBody: TagUpdateBody,
  });
}
