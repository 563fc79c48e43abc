// The paid membership calls (payments/, docs/payments.md). The webhook reads its body raw: the
// provider's signature is over the exact bytes it sent.
import { routesFor } from '../http/endpoint-routes';
import { notFound } from '../lib/http-errors';
import { signedIn } from '../plugins/auth';
import { LIMITS } from '../lib/rate-limits';
import { limitByUser } from '../plugins/rate-limits';

export const payments = routesFor('payments', (app) => {
  const { payments, users } = app.ctx.services;
  const checkoutLimit = limitByUser(app, 'checkout', LIMITS.checkoutPerUser);
  return {
    createSession: { preHandler: checkoutLimit, handler: (request) => payments.createSession(signedIn(request), request.body) },
    getSession: (request) => payments.getSession(signedIn(request), request.query.sessionId),
    registerPaidMember: async (request) => {
      const actor = signedIn(request);
      await payments.registerPaidMember(actor, request.body.session_id);
      return { user: await users.present(actor.id) };
    },
    createSubscription: {
      preHandler: checkoutLimit,
      handler: async (request) => {
        const actor = signedIn(request);
        await payments.createSubscription(actor);
        return { user: await users.present(actor.id) };
      },
    },
    getPaymentAndSubscription: (request) => payments.overview(signedIn(request), request.query.user_id),
    cancelSubscription: async (request) => {
      const actor = signedIn(request);
      await payments.cancel(actor, request.body.action ?? 'cancel');
      return payments.overview(actor);
    },
    makePermanentPaidMember: async (request) => {
      await payments.makePermanent(signedIn(request), request.body.user_id);
      return users.present(request.body.user_id);
    },
    paymentSucceeded: {
      rawBody: true,
      handler: (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return payments.receiveWebhook(body, typeof signature === 'string' ? signature : undefined);
      },
    },
    advanceClock: async (request) => {
      if (!payments.local) throw notFound('テストモードの決済は使われていません。');
      const now = await payments.local.advanceClock(request.body.days);
      return { now: now.toISOString() };
    },
  };
});
