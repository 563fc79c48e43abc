// The local test provider from a test's side: a checkout finished on its page with a test card, and
// waiting until its events were delivered to the webhook (they go through a job, as mail does).
import type { FastifyInstance } from 'fastify';
import { deliverEvents } from './payment-events';
import { call } from './test-app';

export { deliverEvents };

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
  renewalsFail: '4000 0000 0000 0341',
};

export async function createSession(app: FastifyInstance, token: string, payload: object = { agree: true }) {
  const res = await call(app, 'POST', '/api/v1/users/create_session', { token, payload });
  if (res.statusCode !== 201) throw new Error(`create_session: ${res.statusCode} ${res.body}`);
  return res.json().data as { session_id: string; url: string; provider: string; purpose: string };
}

/** Posts the checkout page's form as a browser would. */
export function submitCard(app: FastifyInstance, sessionId: string, card: string, extra: Record<string, string> = {}) {
  const form = new URLSearchParams({ number: card, expiry: '12/40', cvc: '123', name: 'HIROBA TARO', ...extra });
  return app.inject({ method: 'POST', url: `/local-checkout/${sessionId}`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** A free member pays with a test card on the local page; answers the session id. */
export async function payLocally(app: FastifyInstance, token: string, card = CARDS.ok): Promise<string> {
  const session = await createSession(app, token);
  const res = await submitCard(app, session.session_id, card);
  if (res.statusCode !== 303) throw new Error(`local checkout: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return session.session_id;
}

export const register = (app: FastifyInstance, token: string, sessionId: string) =>
  call(app, 'POST', '/api/v1/users/register_paid_member', { token, payload: { session_id: sessionId } });

export const overview = async (app: FastifyInstance, token: string, userId?: number) => {
  const res = await call(app, 'GET', `/api/v1/users/get_payment_and_subscription${userId ? `?user_id=${userId}` : ''}`, { token });
  if (res.statusCode !== 200) throw new Error(`get_payment_and_subscription: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

export const advanceClock = async (app: FastifyInstance, adminToken: string, days: number) => {
  const res = await call(app, 'POST', '/api/v1/local_payments/advance_clock', { token: adminToken, payload: { days } });
  if (res.statusCode !== 200) throw new Error(`advance_clock: ${res.statusCode} ${res.body}`);
  await deliverEvents(app);
};
