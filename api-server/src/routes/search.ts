// Search (search/; docs/search.md): the site search, similar questions while asking, and the
// vocabulary admins extend. Visitors share one cached answer per search URL (http/shared-answer.ts).
import { sendShared } from '../http/shared-answer';
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const search = routesFor('search', (app) => {
  const { search, content } = app.ctx.services;
  return {
    questions: (request, reply) => sendShared(content.cache, request, reply, () => search.questions(request.query)),
    columns: (request, reply) => sendShared(content.cache, request, reply, () => search.columns(request.query)),
    similarQuestions: (request) => search.similarQuestions(request.query.title),
  };
});

export const searchWords = routesFor('searchWords', (app) => {
  const { search, searchWords } = app.ctx.services;
  return {
    list: (request) => searchWords.list(request.query),
    create: (request) => searchWords.create(request.body, signedIn(request)),
    update: (request) => searchWords.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => searchWords.remove(request.params.id, signedIn(request)),
    misses: (request) => search.misses(request.query),
  };
});
