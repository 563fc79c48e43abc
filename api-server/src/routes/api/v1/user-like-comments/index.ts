// Likes of comments: the caller likes or takes back a like; the answer is the new count.
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedIn } from '../../../../plugins/auth';
import { COMMENT_LIKES, addReaction, checkActingUser, removeReaction } from '../../../../qa/reactions';
import { errorResponses, one } from '../../../../schemas/common';
import { CommentReactionBody, CommentReactionQuery, LikeStateSchema } from '../../../../schemas/questions';

const tags = ['user_like_comments'];
const OneLike = one(LikeStateSchema);

export default async function userLikeCommentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post<{ Body: Static<typeof CommentReactionBody> }>(
    '/api/v1/user_like_comments',
    {
      schema: { tags, summary: 'コメントにいいねする（2回目は数えない）', body: CommentReactionBody, response: { 200: OneLike, 201: OneLike, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const caller = signedIn(request).id;
      checkActingUser(caller, request.body.user_id);
      const result = await addReaction(db, COMMENT_LIKES, caller, request.body.comment_id);
      return reply.code(result.changed ? 201 : 200).send({ data: { like_counts: result.count, liked: true } });
    },
  );

  app.delete<{ Querystring: Static<typeof CommentReactionQuery> }>(
    '/api/v1/user_like_comments/delete_by_user_id_and_comment_id',
    {
      schema: { tags, summary: 'コメントのいいねを取り消す', querystring: CommentReactionQuery, response: { 200: OneLike, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const caller = signedIn(request).id;
      checkActingUser(caller, request.query.user_id);
      const result = await removeReaction(db, COMMENT_LIKES, caller, { targetId: request.query.comment_id });
      return { data: { like_counts: result.count, liked: false } };
    },
  );
}
