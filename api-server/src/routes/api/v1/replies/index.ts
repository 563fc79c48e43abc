// Replies to a comment. Anyone reads them; any signed-in member replies (the answer is the new
// reply, which the page appends under its comment). Admins remove replies (moderation, audited):
// DELETE /api/v1/replies/{id} is an extra call beyond spec section 7.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../../../lib/audit';
import { badRequest, notFound } from '../../../../lib/http-errors';
import { requireRole, requireSignIn, signedIn } from '../../../../plugins/auth';
import { REPLY_JSON, findReplies } from '../../../../qa/comment-repository';
import { IdParams, errorResponses, one } from '../../../../schemas/common';
import { CommentIdQuery, ReplyCreateBody, ReplySchema } from '../../../../schemas/questions';
import { COMMENT_NOT_FOUND } from '../comments';

const tags = ['replies'];

/** A comment that can be read and answered: live, on a live question. */
const LIVE_COMMENT = `SELECT c.id FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
  WHERE c.id = $1 AND c.deleted_at IS NULL`;

export default async function replyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get<{ Querystring: Static<typeof CommentIdQuery> }>(
    '/api/v1/replies/index_by_comment_id',
    {
      schema: {
        tags,
        summary: 'コメントへの返信（古い順）',
        querystring: CommentIdQuery,
        response: { 200: Type.Object({ data: Type.Array(ReplySchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!(await db.one(LIVE_COMMENT, [request.query.comment_id]))) throw notFound(COMMENT_NOT_FOUND);
      return { data: await findReplies(db, request.query.comment_id) };
    },
  );

  app.post<{ Body: Static<typeof ReplyCreateBody> }>(
    '/api/v1/replies',
    {
      schema: { tags, summary: 'コメントに返信する（会員）', body: ReplyCreateBody, response: { 201: one(ReplySchema), ...errorResponses(400, 401, 404) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const body = request.body.body.trim();
      if (!body) throw badRequest('body', '本文を入力してください。');
      // Inserted only when the comment is live, in one statement (no gap for a removal to slip in).
      const row = await db.one<{ reply: unknown }>(
        `WITH target AS (${LIVE_COMMENT}),
              created AS (INSERT INTO replies (comment_id, body, user_id) SELECT id, $2, $3 FROM target RETURNING *)
         SELECT ${REPLY_JSON('created')} AS reply FROM created`,
        [request.body.comment_id, body, signedIn(request).id],
      );
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      return reply.code(201).send({ data: row.reply });
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/api/v1/replies/:id',
    {
      schema: { tags, summary: '返信を削除する（管理者による管理。記録が残ります）', params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireRole('admin'),
    },
    async (request, reply) => {
      const actor = signedIn(request);
      await db.transaction(async (tx) => {
        const removed = await tx.one<{ comment_id: number; user_id: number | null }>(
          'UPDATE replies SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING comment_id, user_id',
          [request.params.id, actor.id],
        );
        if (!removed) throw notFound('返信が見つかりませんでした。削除された可能性があります。');
        await audit(tx, actor.id, 'reply.remove', { type: 'reply', id: request.params.id }, { comment_id: removed.comment_id, author_user_id: removed.user_id });
      });
      return reply.code(204).send();
    },
  );
}
