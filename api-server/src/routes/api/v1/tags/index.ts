import { TagCreateBodySchema, TagSchema, TagUpdateBodySchema } from '@hiroba/contract';
import { taxonomyRoutes } from '../../../../http/taxonomy-routes';

export default taxonomyRoutes('タグ', (app) => app.ctx.services.tags, { item: TagSchema, create: TagCreateBodySchema, update: TagUpdateBodySchema });
