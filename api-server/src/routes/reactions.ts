// Likes and favorites (content/reaction-service.ts). A new like or favorite answers 201, one that was
// there already 200; both with the new count.
import type { FastifyReply } from 'fastify';
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

/** The answer of a like or favorite: 201 when it was made now. */
function made<T>(reply: FastifyReply, result: { created: boolean; data: T }): T {
  reply.code(result.created ? 201 : 200);
  return result.data;
}

export const userLikeQuestions = routesFor('userLikeQuestions', (app) => {
  const { reactions } = app.ctx.services;
  return {
    create: async (request, reply) => made(reply, await reactions.likeQuestion(request.body.question_id, signedIn(request), request.body.user_id)),
    deleteByUserIdAndQuestionId: (request) => reactions.unlikeQuestion(request.query.question_id, signedIn(request), request.query.user_id),
  };
});

export const userLikeComments = routesFor('userLikeComments', (app) => {
  const { reactions } = app.ctx.services;
  return {
    create: async (request, reply) => made(reply, await reactions.likeComment(request.body.comment_id, signedIn(request), request.body.user_id)),
    deleteByUserIdAndCommentId: (request) => reactions.unlikeComment(request.query.comment_id, signedIn(request), request.query.user_id),
  };
});

export const questionFavorites = routesFor('questionFavorites', (app) => {
  const { reactions, questions } = app.ctx.services;
  return {
    myFavoriteQuestions: (request) => questions.favorites(request.query, signedIn(request)),
    create: async (request, reply) => made(reply, await reactions.favoriteQuestion(request.body.question_id, signedIn(request), request.body.user_id)),
    deleteFavoriteByUserIdAndQuestionId: (request) =>
      reactions.unfavoriteQuestion({ questionId: request.query.question_id, sentUserId: request.query.user_id }, signedIn(request)),
    remove: (request) => reactions.unfavoriteQuestion({ favoriteId: request.params.id }, signedIn(request)),
  };
});

export const columnFavorites = routesFor('columnFavorites', (app) => {
  const { reactions, columns } = app.ctx.services;
  return {
    myFavoriteColumns: (request) => columns.favorites(request.query, signedIn(request)),
    create: async (request, reply) => made(reply, await reactions.favoriteColumn(request.body.column_id, signedIn(request), request.body.user_id)),
    deleteFavoriteByUserIdAndColumnId: (request) => reactions.unfavoriteColumn(request.query.column_id, signedIn(request), request.query.user_id),
  };
});
