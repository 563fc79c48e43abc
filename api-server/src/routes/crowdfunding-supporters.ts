// The crowdfunding supporters list (supporters/supporter-service.ts).
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const crowdfundingSupporters = routesFor('crowdfundingSupporters', (app) => {
  const { supporters } = app.ctx.services;
  return {
    list: (request) => supporters.list(request.query, request.auth),
    get: (request) => supporters.get(request.params.id, request.auth),
    create: (request) => supporters.create(request.body, signedIn(request)),
    update: (request) => supporters.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => supporters.remove(request.params.id, signedIn(request)),
  };
});
