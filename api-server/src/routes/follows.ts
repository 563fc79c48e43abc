// Following a question, a tag or a category (notifications/follow-service.ts). A new follow answers
// 201, one that was there already 200.
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const follows = routesFor('follows', (app) => {
  const { follows: service } = app.ctx.services;
  return {
    list: (request) => service.list(signedIn(request)),
    state: (request) => service.state(request.query, signedIn(request)),
    create: async (request, reply) => {
      const { created, data } = await service.create(request.body, signedIn(request));
      reply.code(created ? 201 : 200);
      return data;
    },
    remove: (request) => service.remove(request.query, signedIn(request)),
  };
});
