// The person's own account calls under /api/v1/users/{id} (users/account-settings-service.ts),
// registered by index.ts: the password, the e-mail address (a code to the new address first), the
// consent to post, and the download of everything the site holds about them. Each is for the person
// themself only (403 for anyone else, admins included); those that guess or mail are rate limited.
import {
  DataExportSchema,
  EmailChangeBodySchema,
  EmailChangeConfirmBodySchema,
  EmailChangeStartedSchema,
  IdParamsSchema,
  PasswordChangeBodySchema,
  PostingConsentBodySchema,
  RenewedSessionSchema,
  UserSchema,
  errorResponses,
  one,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';
import { LIMITS, limitByIpAndEmail, limitByUser } from '../../../../plugins/rate-limits';

/** The file's name: whose data, and when (Japan's date). */
const exportFileName = (id: number) => {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date()).replace(/-/g, '');
  return `hiroba-data-${id}-${day}.json`;
};

const account: FastifyPluginAsyncTypebox = async (app) => {
  const { accountSettings } = app.ctx.services;
  const Renewed = one(RenewedSessionSchema);

  app.put(
    '/:id/password',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'パスワードを変更する（本人。現在のパスワードが必要。ほかのログインは終わり、新しいトークンを返す）',
        params: IdParamsSchema,
        body: PasswordChangeBodySchema,
        response: { 200: Renewed, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler: [
        limitByIpAndEmail(app, 'password-change', LIMITS.passwordChangePerIp),
        limitByUser(app, 'password-change', LIMITS.passwordChangePerUser),
      ],
    },
    async (request) => ({ data: await accountSettings.changePassword(request.params.id, request.body, signedIn(request)) }),
  );

  app.post(
    '/:id/email_change',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'メールアドレスの変更を始める（本人。現在のパスワードが必要。新しいアドレスに確認コードを送る）',
        params: IdParamsSchema,
        body: EmailChangeBodySchema,
        response: { 200: one(EmailChangeStartedSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: [
        limitByIpAndEmail(app, 'email-change', LIMITS.emailChangePerIp, LIMITS.emailChangePerEmail),
        limitByUser(app, 'email-change', LIMITS.emailChangePerUser),
      ],
    },
    async (request) => ({ data: await accountSettings.startEmailChange(request.params.id, request.body, signedIn(request)) }),
  );

  app.put(
    '/:id/email_change/confirm',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'メールアドレスの変更を確認コードで確定する（本人。ほかのログインは終わり、新しいトークンを返す）',
        params: IdParamsSchema,
        body: EmailChangeConfirmBodySchema,
        response: { 200: Renewed, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: [
        limitByIpAndEmail(app, 'email-change-confirm', LIMITS.emailConfirmPerIp),
        limitByUser(app, 'email-change-confirm', LIMITS.emailConfirmPerUser),
      ],
    },
    async (request) => ({ data: await accountSettings.confirmEmailChange(request.params.id, request.body, signedIn(request)) }),
  );

  app.put(
    '/:id/posting_consent',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: '投稿が公開されることに同意する（本人。はじめての質問・コメントの前に）',
        params: IdParamsSchema,
        body: PostingConsentBodySchema,
        response: { 200: one(UserSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await accountSettings.givePostingConsent(request.params.id, signedIn(request)) }),
  );

  app.get(
    '/:id/export',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: '登録情報をダウンロードする（本人。保有している個人データのすべてを JSON で）',
        params: IdParamsSchema,
        response: { 200: one(DataExportSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler: limitByUser(app, 'export', LIMITS.exportPerUser),
    },
    async (request, reply) => {
      const data = await accountSettings.exportData(request.params.id, signedIn(request));
      // A download, never kept by a shared cache.
      reply.header('content-disposition', `attachment; filename="${exportFileName(request.params.id)}"`);
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );
};

export default account;
