// The paid membership calls under /api/v1/users (payments/payment-service.ts), registered by index.ts. The webhook reads its
// body raw: the provider's signature is over the exact bytes it sent.
import {
  CancelSubscriptionBodySchema,
  CheckoutSessionSchema,
  CheckoutStateSchema,
  CreateSessionBodySchema,
  CreateSubscriptionBodySchema,
  GetSessionQuerySchema,
  PaymentOverviewQuerySchema,
  PaymentOverviewSchema,
  PermanentPaidMemberBodySchema,
  RegisterPaidMemberBodySchema,
  UserEnvelopeSchema,
  UserSchema,
  WebhookResultSchema,
  errorResponses,
  one,
} from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';
import { LIMITS, limitByUser } from '../../../../plugins/rate-limits';
import { ADMIN_ONLY, type Access } from '../../../../policy/access';

/** Checkouts and subscriptions are for members; experts and admins have no paid membership. */
const MEMBERS: Access = { roles: ['free_member', 'paid_member'], message: '有料会員のお申し込みは、会員の方だけができます。' };
const PAID_MEMBERS: Access = { roles: ['paid_member'], message: '有料会員の方だけができる操作です。' };

const payments: FastifyPluginAsyncTypebox = async (app) => {
  const { payments, users } = app.ctx.services;
  const Envelope = one(UserEnvelopeSchema);
  const Overview = one(PaymentOverviewSchema);
  const checkoutLimit = limitByUser(app, 'checkout', LIMITS.checkoutPerUser);

  app.post(
    '/create_session',
    {
      config: { access: MEMBERS },
      schema: {
        summary: 'カード決済の手続きを始める（申し込み・カードの変更）',
        body: CreateSessionBodySchema,
        response: { 201: one(CheckoutSessionSchema), ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
      preHandler: checkoutLimit,
    },
    async (request, reply) => reply.code(201).send({ data: await payments.createSession(signedIn(request), request.body) }),
  );

  app.get(
    '/get_session',
    {
      config: { access: MEMBERS },
      schema: { summary: '決済の手続きの状況（決済会社に確かめる）', querystring: GetSessionQuerySchema, response: { 200: one(CheckoutStateSchema), ...errorResponses(400, 401, 403, 404, 503) } },
    },
    async (request) => ({ data: await payments.getSession(signedIn(request), request.query.sessionId) }),
  );

  app.post(
    '/register_paid_member',
    {
      config: { access: MEMBERS },
      schema: {
        summary: '支払いを決済会社に確かめて有料会員にする',
        body: RegisterPaidMemberBodySchema,
        response: { 200: Envelope, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const actor = signedIn(request);
      await payments.registerPaidMember(actor, request.body.session_id);
      return { data: { user: await users.present(actor.id) } };
    },
  );

  app.post(
    '/create_subscription',
    {
      config: { access: MEMBERS },
      schema: {
        summary: '登録済みのカードで有料会員に申し込む（以前の有料会員）',
        body: CreateSubscriptionBodySchema,
        response: { 201: Envelope, ...errorResponses(400, 401, 402, 403, 409, 422, 429, 503) },
      },
      preHandler: checkoutLimit,
    },
    async (request, reply) => {
      const actor = signedIn(request);
      await payments.createSubscription(actor);
      return reply.code(201).send({ data: { user: await users.present(actor.id) } });
    },
  );

  app.get(
    '/get_payment_and_subscription',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'お支払い情報（本人、または管理者が user_id で）',
        querystring: PaymentOverviewQuerySchema,
        response: { 200: Overview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await payments.overview(signedIn(request), request.query.user_id) }),
  );

  app.post(
    '/cancel_subscription',
    {
      config: { access: PAID_MEMBERS },
      schema: {
        summary: '解約（期間の終わりで終了）、または解約の取り消し',
        body: CancelSubscriptionBodySchema,
        response: { 200: Overview, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request) => {
      const actor = signedIn(request);
      await payments.cancel(actor, request.body.action ?? 'cancel');
      return { data: await payments.overview(actor) };
    },
  );

  app.post(
    '/change_paid_member_to_permanent_paid_member',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        summary: '永久有料会員にする（管理者）',
        body: PermanentPaidMemberBodySchema,
        response: { 200: one(UserSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      await payments.makePermanent(signedIn(request), request.body.user_id);
      return { data: await users.present(request.body.user_id) };
    },
  );

  // The provider's webhook: only the signature authenticates it, so it is open to anyone.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payment_succeeded',
      {
        config: { access: 'anyone' },
        schema: { summary: '決済会社からの通知（署名つきのイベントだけを受け付ける）', response: { 200: one(WebhookResultSchema), ...errorResponses(400, 503) } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { data: await payments.receiveWebhook(body, typeof signature === 'string' ? signature : undefined) };
      },
    );
  });
};

export default payments;
