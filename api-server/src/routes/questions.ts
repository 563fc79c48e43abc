// Questions (qa/question-service.ts): visitors share one cached answer per list URL
// (http/shared-answer.ts); a question's read counts its view (http/viewer.ts).
import { sendShared } from '../http/shared-answer';
import { routesFor } from '../http/endpoint-routes';
import { viewerOf } from '../http/viewer';
import { signedIn } from '../plugins/auth';

export const questions = routesFor('questions', (app) => {
  const { questions, content } = app.ctx.services;
  return {
    list: (request, reply) => {
      const { page, per, ...filters } = request.query;
      return sendShared(content.cache, request, reply, () => questions.list(filters, { page, per }, request.auth));
    },
    popularQuestions: (request, reply) => sendShared(content.cache, request, reply, () => questions.popular(request.query, request.auth)),
    questionByExpertInfoId: (request, reply) => {
      const { page, per, expert_info_id: expertInfoId } = request.query;
      return sendShared(content.cache, request, reply, () => questions.list({ expert_info_id: expertInfoId }, { page, per }, request.auth));
    },
    myQuestions: (request) => questions.mine(request.query, signedIn(request)),
    get: (request) => questions.get(request.params.id, request.auth, viewerOf(request)),
    related: (request) => app.ctx.services.search.related(request.params.id),
    create: (request) => questions.create(request.body, signedIn(request)),
    update: (request) => questions.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => questions.remove(request.params.id, signedIn(request)),
    chooseBestAnswer: (request) => questions.chooseBestAnswer(request.params.id, request.body, signedIn(request)),
  };
});
