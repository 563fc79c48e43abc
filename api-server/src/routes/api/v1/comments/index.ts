// Comments (qa/comment-service.ts). Anyone reads them (a question's, or one person's); any member
// comments (an approved expert's comment is their expert answer). Admins remove comments
// (moderation, audited). DELETE /api/v1/comments/{id} and GET /api/v1/comments?user_id= are our
// additions to the calls (docs/product.md#calls-beyond-the-spec).
import {
  CommentCreateBodySchema,
  CommentSchema,
  IdParamsSchema,
  MyCommentSchema,
  NoContent,
  QuestionIdQuerySchema,
  QuestionPageQuerySchema,
  UserCommentsQuerySchema,
  errorResponses,
  list,
  one,
  paged,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';
import { ADMIN_ONLY } from '../../../../policy/access';

const comments: FastifyPluginAsyncTypebox = async (app) => {
  const { comments } = app.ctx.services;

  app.get(
    '/get_comments_by_question_id',
    {
      config: { access: 'anyone' },
      schema: {
        summary: '質問への回答とコメント（専門家の回答が先、ほかは古い順。返信つき）',
        querystring: QuestionIdQuerySchema,
        response: { 200: list(CommentSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await comments.byQuestion(request.query.question_id, request.auth) }),
  );

  // A person's public profile lists their answers and comments (docs/product.md#public-profiles).
  app.get(
    '',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'ある会員の回答・コメント（新しい順、質問のタイトルつき。退会した人は0件）',
        querystring: UserCommentsQuerySchema,
        response: { 200: paged(MyCommentSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { user_id: userId, ...query } = request.query;
      return comments.byUser(userId, query, request.auth);
    },
  );

  app.get(
    '/my_comments',
    {
      config: { access: 'signed-in' },
      schema: { summary: '自分のコメント（新しい順、質問のタイトルつき）', querystring: QuestionPageQuerySchema, response: { 200: paged(MyCommentSchema), ...errorResponses(400, 401) } },
    },
    async (request) => comments.mine(request.query, signedIn(request)),
  );

  app.post(
    '',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'コメント・回答する（会員。承認済みの専門家は専門家の回答。投稿についての同意のあと）', body: CommentCreateBodySchema, response: { 201: one(CommentSchema), ...errorResponses(400, 401, 404, 422) } },
    },
    async (request, reply) => reply.code(201).send({ data: await comments.create(request.body, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: { summary: 'コメントを削除する（管理者による管理。記録が残ります）', params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await comments.remove(request.params.id, signedIn(request));
      return reply.code(204).send(null);
    },
  );
};

export default comments;
