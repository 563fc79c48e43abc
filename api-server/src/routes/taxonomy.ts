// Tags and categories (taxonomy/taxonomy-service.ts): the same calls over two services.
import { routesFor } from '../http/endpoint-routes';
import type { EndpointRequest } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';
import type { TaxonomyService } from '../taxonomy/taxonomy-service';
import type { Category, Tag } from '@hiroba/contract';
import type { Endpoints } from '@hiroba/contract/endpoints';

type Calls = Endpoints['tags'] | Endpoints['categories'];

/** The five calls both share, over one service. */
function crud<Item extends Tag | Category>(taxonomy: TaxonomyService<Item>) {
  return {
    list: (request: EndpointRequest<Calls['list']>) => taxonomy.list(request.query, request.auth),
    get: (request: EndpointRequest<Calls['get']>) => taxonomy.get(request.params.id, request.auth),
    create: (request: EndpointRequest<Calls['create']>) => taxonomy.create(request.body, signedIn(request)),
    update: (request: EndpointRequest<Calls['update']>) => taxonomy.update(request.params.id, request.body, signedIn(request)),
    remove: (request: EndpointRequest<Calls['remove']>) => taxonomy.remove(request.params.id, signedIn(request)),
  };
}

export const tags = routesFor('tags', (app) => crud(app.ctx.services.tags));

export const categories = routesFor('categories', (app) => {
  const { categories } = app.ctx.services;
  return {
    ...crud(categories),
    showByTitle: (request) => categories.byTitle(request.query.title, request.auth),
  };
});
