// Questions: the public list (filters, keyword search), one question (counts a view), popular ones,
// those addressed to an expert, the caller's own; paid members and admins post; the author (while
// paid) or an admin edits; the author or an admin removes (an admin's removal is audited).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../../../lib/audit';
import { forbidden, notFound } from '../../../../lib/http-errors';
import { pageMeta, paging } from '../../../../lib/paging';
import { requireRole, requireSignIn, signedIn } from '../../../../plugins/auth';
import { questionListSource, sourceKey } from '../../../../qa/question-filters';
import { HOT_ORDER, RECENT_ORDER, countQuestions, findQuestion, findQuestionPage, type QuestionSource } from '../../../../qa/question-repository';
import { checkQuestionReferences, cleanQuestionInput, insertQuestion, removeQuestion, updateQuestion } from '../../../../qa/question-writes';
import { IdParams, errorResponses, one, paged } from '../../../../schemas/common';
import {
  ByExpertQuery,
  QuestionCreateBody,
  QuestionListQuery,
  QuestionPageQuery,
  QuestionSchema,
  QuestionSummarySchema,
  QuestionUpdateBody,
} from '../../../../schemas/questions';

const tags = ['questions'];
const Page = paged(QuestionSummarySchema);
const OneQuestion = one(QuestionSchema);
export const QUESTION_NOT_FOUND = '質問が見つかりませんでした。削除されたか、URLが間違っている可能性があります。';

export default async function questionRoutes(app: FastifyInstance): Promise<void> {
  const { db, questionViews, qaCache } = app.ctx;
  const viewerOf = (request: FastifyRequest) => request.auth?.id ?? null;

  /**
   * Public lists: a visitor's answer is the same for everyone, so it is shared for a moment, kept
   * already serialised (turning 20 questions of Japanese text into JSON costs more than the query).
   */
  async function answerPublicPage(request: FastifyRequest, reply: FastifyReply, source: QuestionSource, query: { page?: number; per?: number }) {
    if (request.auth) return answerPage(request, source, query);
    const json = await qaCache.pages.get(`page ${request.url}`, async () => reply.serialize(await answerPage(request, source, query)));
    return reply.type('application/json; charset=utf-8').send(json);
  }

  async function answerPage(request: FastifyRequest, source: QuestionSource, query: { page?: number; per?: number }, cacheTotal = true) {
    const p = paging(query);
    const count = () => countQuestions(db, source);
    const [rows, total] = await Promise.all([
      findQuestionPage(db, source, p, viewerOf(request)),
      cacheTotal ? qaCache.counts.get(sourceKey(source), count) : count(),
    ]);
    return { data: rows, meta: pageMeta(p, total) };
  }

  /** The live question, with the caller's liked/favorited and the views not written yet. */
  async function liveQuestion(request: FastifyRequest, id: number) {
    const row = await findQuestion(db, id, viewerOf(request));
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    return row;
  }

  app.get<{ Querystring: Static<typeof QuestionListQuery> }>(
    '/api/v1/questions',
    {
      schema: {
        tags,
        summary: '質問の一覧（新しい順。種類・タグ・カテゴリ・キーワード・専門家で絞り込み）',
        querystring: QuestionListQuery,
        response: { 200: Page, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, per, ...filters } = request.query;
      return answerPublicPage(request, reply, questionListSource(filters), { page, per });
    },
  );

  app.get<{ Querystring: Static<typeof QuestionPageQuery> }>(
    '/api/v1/questions/popular_questions',
    { schema: { tags, summary: '人気の質問（いいね・コメント・お気に入り・閲覧と新しさ）', querystring: QuestionPageQuery, response: { 200: Page, ...errorResponses(400) } } },
    async (request, reply) => answerPublicPage(request, reply, { from: 'questions q', where: ['q.deleted_at IS NULL'], orderBy: HOT_ORDER, params: [] }, request.query),
  );

  app.get<{ Querystring: Static<typeof ByExpertQuery> }>(
    '/api/v1/questions/question_by_expert_info_id',
    { schema: { tags, summary: 'ある専門家に宛てた質問（新しい順）', querystring: ByExpertQuery, response: { 200: Page, ...errorResponses(400) } } },
    async (request, reply) => {
      const { page, per, expert_info_id: expertInfoId } = request.query;
      return answerPublicPage(request, reply, questionListSource({ expert_info_id: expertInfoId }), { page, per });
    },
  );

  app.get<{ Querystring: Static<typeof QuestionPageQuery> }>(
    '/api/v1/questions/my_questions',
    {
      schema: { tags, summary: '自分の質問（新しい順）', querystring: QuestionPageQuery, response: { 200: Page, ...errorResponses(400, 401) } },
      preHandler: requireSignIn,
    },
    async (request) => {
      const source = { from: 'questions q', where: ['q.deleted_at IS NULL', 'q.user_id = $1'], orderBy: RECENT_ORDER, params: [signedIn(request).id] };
      // A person's own list must show their new question at once: no cached total.
      return answerPage(request, source, request.query, false);
    },
  );

  app.get<{ Params: Static<typeof IdParams> }>(
    '/api/v1/questions/:id',
    { schema: { tags, summary: '質問を1件（閲覧数を数える）', params: IdParams, response: { 200: OneQuestion, ...errorResponses(400, 404) } } },
    async (request) => {
      const id = request.params.id;
      const row = request.auth
        ? await liveQuestion(request, id)
        : ((await qaCache.pages.get(`question ${id}`, () => liveQuestion(request, id))) as Awaited<ReturnType<typeof liveQuestion>>);
      const unwritten = questionViews.add(row.id);
      return { data: { ...row, view_counts: row.view_counts + unwritten } };
    },
  );

  app.post<{ Body: Static<typeof QuestionCreateBody> }>(
    '/api/v1/questions',
    {
      schema: { tags, summary: '質問する（有料会員・管理者）', body: QuestionCreateBody, response: { 201: OneQuestion, ...errorResponses(400, 401, 403) } },
      preHandler: requireRole('paid_member', 'admin'),
    },
    async (request, reply) => {
      const input = cleanQuestionInput(request.body);
      await checkQuestionReferences(db, input);
      const id = await db.transaction((tx) => insertQuestion(tx, signedIn(request).id, input));
      qaCache.clear();
      return reply.code(201).send({ data: await liveQuestion(request, id) });
    },
  );

  app.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof QuestionUpdateBody> }>(
    '/api/v1/questions/:id',
    {
      schema: {
        tags,
        summary: '質問を変更する（投稿した有料会員・管理者）',
        params: IdParams,
        body: QuestionUpdateBody,
        response: { 200: OneQuestion, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: requireSignIn,
    },
    async (request) => {
      const actor = signedIn(request);
      const current = await db.one<{ id: number; title: string; body: string; user_id: number | null }>(
        'SELECT id, title, body, user_id FROM questions WHERE id = $1 AND deleted_at IS NULL',
        [request.params.id],
      );
      if (!current) throw notFound(QUESTION_NOT_FOUND);
      const isAdmin = actor.role === 'admin';
      if (!isAdmin && current.user_id !== actor.id) throw forbidden('ほかの方の質問は変更できません。');
      if (!isAdmin && actor.role !== 'paid_member') throw forbidden('質問の変更は有料会員の方だけができます。');
      const input = cleanQuestionInput(request.body);
      await checkQuestionReferences(db, input);
      await db.transaction(async (tx) => {
        await updateQuestion(tx, current, input);
        if (current.user_id !== actor.id) {
          await audit(tx, actor.id, 'question.update', { type: 'question', id: current.id }, { fields: Object.keys(request.body) });
        }
      });
      qaCache.clear();
      return { data: await liveQuestion(request, current.id) };
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/api/v1/questions/:id',
    {
      schema: { tags, summary: '質問を削除する（投稿者・管理者）', params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const current = await db.one<{ id: number; title: string; user_id: number | null }>(
        'SELECT id, title, user_id FROM questions WHERE id = $1 AND deleted_at IS NULL',
        [request.params.id],
      );
      if (!current) throw notFound(QUESTION_NOT_FOUND);
      const own = current.user_id === actor.id;
      if (!own && actor.role !== 'admin') throw forbidden('ほかの方の質問は削除できません。');
      await db.transaction(async (tx) => {
        if (!(await removeQuestion(tx, current.id, actor.id))) throw notFound(QUESTION_NOT_FOUND);
        if (!own) await audit(tx, actor.id, 'question.remove', { type: 'question', id: current.id }, { title: current.title, author_user_id: current.user_id });
      });
      qaCache.clear();
      return reply.code(204).send();
    },
  );
}
