// Comments and replies (qa/comment-service.ts). DELETE /api/v1/comments/{id}, DELETE
// /api/v1/replies/{id} and GET /api/v1/comments?user_id= are our additions to the calls
// (docs/product.md#calls-beyond-the-spec).
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const comments = routesFor('comments', (app) => {
  const { comments } = app.ctx.services;
  return {
    getCommentsByQuestionId: (request) => comments.byQuestion(request.query.question_id, request.auth),
    // A person's public profile lists their answers and comments (docs/product.md#public-profiles).
    byUser: (request) => {
      const { user_id: userId, ...query } = request.query;
      return comments.byUser(userId, query, request.auth);
    },
    myComments: (request) => comments.mine(request.query, signedIn(request)),
    create: (request) => comments.create(request.body, signedIn(request)),
    remove: (request) => comments.remove(request.params.id, signedIn(request)),
  };
});

export const replies = routesFor('replies', (app) => {
  const { comments } = app.ctx.services;
  return {
    indexByCommentId: (request) => comments.replies(request.query.comment_id, request.auth),
    create: (request) => comments.reply(request.body, signedIn(request)),
    remove: (request) => comments.removeReply(request.params.id, signedIn(request)),
  };
});
