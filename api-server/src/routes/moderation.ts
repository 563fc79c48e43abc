// The safety calls (moderation/; docs/moderation.md): reports, the review queue, watched words and
// help lines. Reports are limited per person and day by the service (it counts stored reports, so
// every server agrees without Redis).
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const reports = routesFor('reports', (app) => ({
  create: (request) => app.ctx.services.safety.reports.create(request.body, signedIn(request)),
}));

export const reviews = routesFor('reviews', (app) => {
  const { reviews } = app.ctx.services.safety;
  return {
    list: (request) => reviews.list(request.query),
    counts: () => reviews.counts(),
    decide: (request) => reviews.decide(request.params.id, request.body, signedIn(request)),
  };
});

export const watchedWords = routesFor('watchedWords', (app) => {
  const { watchedWords } = app.ctx.services.safety;
  return {
    list: (request) => watchedWords.list(request.query),
    create: (request) => watchedWords.create(request.body, signedIn(request)),
    update: (request) => watchedWords.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => watchedWords.remove(request.params.id, signedIn(request)),
  };
});

export const helpLines = routesFor('helpLines', (app) => {
  const { helpLines } = app.ctx.services.safety;
  return {
    list: (request) => helpLines.list(request.query),
    get: (request) => helpLines.get(request.params.id),
    create: (request) => helpLines.create(request.body, signedIn(request)),
    update: (request) => helpLines.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => helpLines.remove(request.params.id, signedIn(request)),
  };
});
