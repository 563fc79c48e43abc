// Comments (answers to a question). Anyone reads them; any signed-in member comments, and an
// approved expert's comment is always their expert answer. Posting moves the question's comment
// count and answer state in the same transaction. Admins remove comments (moderation, audited):
// DELETE /api/v1/comments/{id} is an extra call beyond spec section 7.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../../../lib/audit';
import { badRequest, notFound } from '../../../../lib/http-errors';
import { pageMeta, paging } from '../../../../lib/paging';
import { requireRole, requireSignIn, signedIn } from '../../../../plugins/auth';
import { findComment, findMyComments, findQuestionComments, recountQuestionAnswers } from '../../../../qa/comment-repository';
import { IdParams, errorResponses, one, paged } from '../../../../schemas/common';
import { CommentCreateBody, CommentSchema, MyCommentSchema, QuestionIdQuery, QuestionPageQuery } from '../../../../schemas/questions';
import { QUESTION_NOT_FOUND } from '../questions';

const tags = ['comments'];
export const COMMENT_NOT_FOUND = 'コメントが見つかりませんでした。削除された可能性があります。';

export default async function commentRoutes(app: FastifyInstance): Promise<void> {
  const { db, qaCache } = app.ctx;

  app.get<{ Querystring: Static<typeof QuestionIdQuery> }>(
    '/api/v1/comments/get_comments_by_question_id',
    {
      schema: {
        tags,
        summary: '質問への回答とコメント（専門家の回答が先、ほかは古い順。返信つき）',
        querystring: QuestionIdQuery,
        response: { 200: Type.Object({ data: Type.Array(CommentSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const questionId = request.query.question_id;
      if (!(await db.one('SELECT 1 FROM questions WHERE id = $1 AND deleted_at IS NULL', [questionId]))) throw notFound(QUESTION_NOT_FOUND);
      return { data: await findQuestionComments(db, questionId, request.auth?.id ?? null) };
    },
  );

  app.get<{ Querystring: Static<typeof QuestionPageQuery> }>(
    '/api/v1/comments/my_comments',
    {
      schema: { tags, summary: '自分のコメント（新しい順、質問のタイトルつき）', querystring: QuestionPageQuery, response: { 200: paged(MyCommentSchema), ...errorResponses(400, 401) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const p = paging(request.query);
      const { data, total } = await findMyComments(db, signedIn(request).id, p);
      return { data, meta: pageMeta(p, total) };
    },
  );

  app.post<{ Body: Static<typeof CommentCreateBody> }>(
    '/api/v1/comments',
    {
      schema: { tags, summary: 'コメント・回答する（会員。承認済みの専門家は専門家の回答）', body: CommentCreateBody, response: { 201: one(CommentSchema), ...errorResponses(400, 401, 404) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const body = request.body.body.trim();
      if (!body) throw badRequest('body', '本文を入力してください。');
      const expert =
        actor.role === 'expert' ? await db.one<{ id: number }>("SELECT id FROM expert_infos WHERE user_id = $1 AND status = 'approved'", [actor.id]) : null;
      const id = await db.transaction(async (tx) => {
        // The question first: its row lock orders concurrent answers, and a missing question stops here.
        const question = await tx.one(
          `UPDATE questions SET comment_counts = comment_counts + 1,
             answer_state = CASE WHEN $2 THEN 'expert_answered' WHEN answer_state = 'unanswered' THEN 'answered' ELSE answer_state END
           WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
          [request.body.question_id, expert !== null],
        );
        if (!question) throw notFound(QUESTION_NOT_FOUND);
        const row = await tx.one<{ id: number }>(
          'INSERT INTO comments (question_id, body, user_id, is_expert_answer, expert_info_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [request.body.question_id, body, actor.id, expert !== null, expert?.id ?? null],
        );
        return row!.id;
      });
      qaCache.clear();
      return reply.code(201).send({ data: await findComment(db, id, actor.id) });
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/api/v1/comments/:id',
    {
      schema: { tags, summary: 'コメントを削除する（管理者による管理。記録が残ります）', params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireRole('admin'),
    },
    async (request, reply) => {
      const actor = signedIn(request);
      await db.transaction(async (tx) => {
        const removed = await tx.one<{ question_id: number; user_id: number | null }>(
          'UPDATE comments SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING question_id, user_id',
          [request.params.id, actor.id],
        );
        if (!removed) throw notFound(COMMENT_NOT_FOUND);
        await recountQuestionAnswers(tx, removed.question_id);
        await audit(tx, actor.id, 'comment.remove', { type: 'comment', id: request.params.id }, { question_id: removed.question_id, author_user_id: removed.user_id });
      });
      qaCache.clear();
      return reply.code(204).send();
    },
  );
}
