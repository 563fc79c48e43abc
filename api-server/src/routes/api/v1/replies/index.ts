// Replies to a comment (qa/comment-service.ts). Anyone reads them; any member replies (the answer is
// the new reply, which the page appends under its comment). Admins remove replies (moderation,
// audited): DELETE /api/v1/replies/{id} is our addition to the calls
// (docs/product.md#calls-beyond-the-spec).
import { CommentIdQuerySchema, IdParamsSchema, NoContent, ReplyCreateBodySchema, ReplySchema, errorResponses, list, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';
import { ADMIN_ONLY } from '../../../../policy/access';

const replies: FastifyPluginAsyncTypebox = async (app) => {
  const { comments } = app.ctx.services;

  app.get(
    '/index_by_comment_id',
    { config: { access: 'anyone' }, schema: { summary: 'コメントへの返信（古い順）', querystring: CommentIdQuerySchema, response: { 200: list(ReplySchema), ...errorResponses(400, 404) } } },
    async (request) => ({ data: await comments.replies(request.query.comment_id, request.auth) }),
  );

  app.post(
    '',
    { config: { access: 'signed-in' }, schema: { summary: 'コメントに返信する（会員。投稿についての同意のあと）', body: ReplyCreateBodySchema, response: { 201: one(ReplySchema), ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => reply.code(201).send({ data: await comments.reply(request.body, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: { summary: '返信を削除する（管理者による管理。記録が残ります）', params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await comments.removeReply(request.params.id, signedIn(request));
      return reply.code(204).send(null);
    },
  );
};

export default replies;
