// Accounts (users/user-service.ts), password recovery (users/password-reset-service.ts) and the paid
// membership calls (payment-routes.ts).
import {
  CreateUserExpertBodySchema,
  GetCodeBodySchema,
  IdParamsSchema,
  MessageSchema,
  NoContent,
  ResetPasswordBodySchema,
  SignUpBodySchema,
  UserEnvelopeSchema,
  UserListQuerySchema,
  UserSchema,
  UpdateUserExpertBodySchema,
  UserUpdateBodySchema,
  UsersMetaSchema,
  errorResponses,
  one,
  paged,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_BODY_LIMIT } from '../../../../lib/image-upload';
import { signedIn } from '../../../../plugins/auth';
import { LIMITS, limitByIpAndEmail } from '../../../../plugins/rate-limits';
import { ADMIN_ONLY } from '../../../../policy/access';
import accountAdminRoutes from './account-admin-routes';
import accountRoutes from './account-routes';
import paymentRoutes from './payment-routes';

const users: FastifyPluginAsyncTypebox = async (app) => {
  const { users, passwordReset, expertAccounts } = app.ctx.services;
  const OneUser = one(UserSchema);
  const Envelope = one(UserEnvelopeSchema);
  // Autoload reads only index.ts in a folder that has one: the payment calls and the admin's account
  // calls (activity, suspension) join here.
  await app.register(paymentRoutes);
  await app.register(accountAdminRoutes);
  // The person's own settings, consent and data download (account-routes.ts).
  await app.register(accountRoutes);

  app.post(
    '',
    {
      config: { access: 'anyone' },
      schema: { summary: '会員登録（無料会員）', body: SignUpBodySchema, response: { 201: Envelope, ...errorResponses(400, 409, 429) } },
      preHandler: limitByIpAndEmail(app, 'sign-up', LIMITS.signUpPerIp, LIMITS.signUpPerEmail),
    },
    async (request, reply) => reply.code(201).send({ data: { user: await users.signUp(request.body) } }),
  );

  app.get(
    '/is_login',
    { config: { access: 'signed-in' }, schema: { summary: 'ログイン中か確かめる', response: { 200: Envelope, ...errorResponses(401) } } },
    async (request) => ({ data: { user: await users.present(signedIn(request).id) } }),
  );

  app.get(
    '/is_admin_login',
    { config: { access: ADMIN_ONLY }, schema: { summary: '管理者としてログイン中か確かめる', response: { 200: Envelope, ...errorResponses(401, 403) } } },
    async (request) => ({ data: { user: await users.present(signedIn(request).id) } }),
  );

  app.get(
    '',
    {
      config: { access: ADMIN_ONLY },
      schema: { summary: '会員の一覧（管理者）', querystring: UserListQuerySchema, response: { 200: paged(UserSchema), ...errorResponses(400, 401, 403) } },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/meta',
    { config: { access: ADMIN_ONLY }, schema: { summary: '会員種別ごとの人数（管理者）', response: { 200: one(UsersMetaSchema), ...errorResponses(401, 403) } } },
    async () => ({ data: await users.counts() }),
  );

  app.post(
    '/create_user_expert',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: {
        summary: '専門家のアカウントを作る（管理者。パスワードはご本人が確認コードで設定）',
        body: CreateUserExpertBodySchema,
        response: { 201: OneUser, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await expertAccounts.create(request.body, signedIn(request)) }),
  );

  app.patch(
    '/update_user_expert',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: {
        summary: '専門家のアカウントと専門家情報を変更する（管理者）',
        body: UpdateUserExpertBodySchema,
        response: { 200: OneUser, ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => ({ data: await expertAccounts.update(request.body, signedIn(request)) }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { summary: '会員情報（本人または管理者）', params: IdParamsSchema, response: { 200: OneUser, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await users.get(request.params.id, signedIn(request)) }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: '会員のメールアドレスや会員種別を変更（管理者。本人の変更は password・email_change）',
        params: IdParamsSchema,
        body: UserUpdateBodySchema,
        response: { 200: OneUser, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await users.update(request.params.id, request.body, signedIn(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { summary: '退会（本人）または会員の削除（管理者）', params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request, reply) => {
      await users.withdraw(request.params.id, signedIn(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/get_code',
    {
      config: { access: 'anyone' },
      schema: { summary: 'パスワード再設定の確認コードをメールで送る', body: GetCodeBodySchema, response: { 200: one(MessageSchema), ...errorResponses(400, 429) } },
      preHandler: limitByIpAndEmail(app, 'get-code', LIMITS.getCodePerIp, LIMITS.getCodePerEmail),
    },
    async (request) => ({ data: await passwordReset.sendCode(request.body.email) }),
  );

  app.put(
    '/reset_password',
    {
      config: { access: 'anyone' },
      schema: { summary: '確認コードで新しいパスワードを設定する', body: ResetPasswordBodySchema, response: { 200: one(MessageSchema), ...errorResponses(400, 429) } },
      preHandler: limitByIpAndEmail(app, 'reset-password', LIMITS.resetPasswordPerIp, LIMITS.resetPasswordPerEmail),
    },
    async (request) => ({ data: await passwordReset.reset(request.body) }),
  );
};

export default users;
