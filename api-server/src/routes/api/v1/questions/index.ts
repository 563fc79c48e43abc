// Questions (qa/question-service.ts): the public lists and one question for anyone; the caller's
// own; posting for paid members and admins; editing and removing as the service's rules allow.
import {
  IdParamsSchema,
  NoContent,
  QuestionCreateBodySchema,
  QuestionListQuerySchema,
  QuestionPageQuerySchema,
  QuestionSchema,
  QuestionSummarySchema,
  QuestionUpdateBodySchema,
  QuestionsByExpertQuerySchema,
  errorResponses,
  one,
  paged,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendShared } from '../../../../http/shared-answer';
import { viewerOf } from '../../../../http/viewer';
import { signedIn } from '../../../../plugins/auth';

const Page = paged(QuestionSummarySchema);
const OneQuestion = one(QuestionSchema);
const POSTERS = ['paid_member', 'admin'] as const;

const questions: FastifyPluginAsyncTypebox = async (app) => {
  const { questions, content } = app.ctx.services;

  app.get(
    '',
    {
      config: { access: 'anyone' },
      schema: {
        summary: '質問の一覧（新しい順。種類・タグ・カテゴリ・キーワード・専門家・質問した人で絞り込み）',
        querystring: QuestionListQuerySchema,
        response: { 200: Page, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, per, ...filters } = request.query;
      return sendShared(content.cache, request, reply, () => questions.list(filters, { page, per }, request.auth));
    },
  );

  app.get(
    '/popular_questions',
    {
      config: { access: 'anyone' },
      schema: { summary: '人気の質問（いいね・コメント・お気に入り・閲覧と新しさ）', querystring: QuestionPageQuerySchema, response: { 200: Page, ...errorResponses(400) } },
    },
    async (request, reply) => sendShared(content.cache, request, reply, () => questions.popular(request.query, request.auth)),
  );

  app.get(
    '/question_by_expert_info_id',
    {
      config: { access: 'anyone' },
      schema: { summary: 'ある専門家に宛てた質問（新しい順）', querystring: QuestionsByExpertQuerySchema, response: { 200: Page, ...errorResponses(400) } },
    },
    async (request, reply) => {
      const { page, per, expert_info_id: expertInfoId } = request.query;
      return sendShared(content.cache, request, reply, () => questions.list({ expert_info_id: expertInfoId }, { page, per }, request.auth));
    },
  );

  app.get(
    '/my_questions',
    { config: { access: 'signed-in' }, schema: { summary: '自分の質問（新しい順）', querystring: QuestionPageQuerySchema, response: { 200: Page, ...errorResponses(400, 401) } } },
    async (request) => questions.mine(request.query, signedIn(request)),
  );

  app.get(
    '/:id',
    { config: { access: 'anyone' }, schema: { summary: '質問を1件（閲覧数を数える）', params: IdParamsSchema, response: { 200: OneQuestion, ...errorResponses(400, 404) } } },
    async (request) => ({ data: await questions.get(request.params.id, request.auth, viewerOf(request)) }),
  );

  app.post(
    '',
    {
      config: { access: { roles: POSTERS } },
      schema: { summary: '質問する（有料会員・管理者。投稿についての同意のあと）', body: QuestionCreateBodySchema, response: { 201: OneQuestion, ...errorResponses(400, 401, 403, 422) } },
    },
    async (request, reply) => reply.code(201).send({ data: await questions.create(request.body, signedIn(request)) }),
  );

  app.patch(
    '/:id',
    {
      config: { access: { roles: POSTERS, message: '質問の変更は有料会員の方だけができます。' } },
      schema: {
        summary: '質問を変更する（投稿した有料会員・管理者）',
        params: IdParamsSchema,
        body: QuestionUpdateBodySchema,
        response: { 200: OneQuestion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await questions.update(request.params.id, request.body, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { summary: '質問を削除する（投稿者・管理者）', params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await questions.remove(request.params.id, signedIn(request));
      return reply.code(204).send(null);
    },
  );
};

export default questions;
