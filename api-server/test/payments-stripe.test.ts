// Paid membership through Stripe: the app's own Stripe SDK talks to a local stand-in of Stripe's API
// (helpers/stripe-stand-in.ts), and the test plays the person in the embedded form and Stripe's side
// (charges, retries, signed webhook events). Covered: what is sent to Stripe (yen amounts, embedded
// checkout, return address), the return confirmed with Stripe, events twice, late, out of order, at
// the same moment or forged, refused cards, failed renewals, cancel and resume, permanent paid
// members, the configured price, and Stripe out of reach.
import Stripe from 'stripe';
import { STRIPE_PRODUCT_ID } from '../src/payments/stripe-provider';
import { waitForMail } from './helpers/outbox';
import { createSession, overview, register } from './helpers/payments';
import { TEST_CARDS, createStripeStandIn, unreachableUrl, type StripeTestEvent, type TestCard } from './helpers/stripe-stand-in';
import { DEMO, call, signInAdmin, tokenFor, useTestApp, userIdOf } from './helpers/test-app';

const SECRET_KEY = 'sk_test_hiroba_stand_in_0123456789';
const WEBHOOK_SECRET = 'whsec_hiroba_stand_in_0123456789';
const stripe = createStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const env: Record<string, string> = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
// beforeAll hooks run in the order they are registered: the stand-in listens (and its address is in
// env) before useTestApp's beforeAll builds the app, which reads env at that moment.
beforeAll(async () => {
  env.STRIPE_API_URL = await stripe.start();
});
const t = useTestApp(env);
afterAll(() => stripe.stop());
beforeEach(() => stripe.reset());
// The app called a Stripe endpoint the stand-in does not answer: the test would prove nothing.
afterEach(() => expect(stripe.unrecognized).toEqual([]));

const SIGNATURE_REFUSED = '署名を確認できないため、受け付けませんでした。';
const FAILED_CHARGE_SUBJECT = '【障害福祉Q&Aひろば】有料会員の料金をお支払いいただけませんでした';

/** Posts an event as Stripe does: the exact bytes, JSON with a charset, the Stripe-Signature header. */
const deliver = (event: StripeTestEvent, signature = event.signature) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/payment_succeeded',
    payload: event.payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });

async function accepted(event: StripeTestEvent) {
  const res = await deliver(event);
  expect(res.statusCode).toBe(200);
  return res.json().data as { received: boolean; duplicate: boolean };
}

const me = async (token: string) => (await call(t.app, 'GET', '/api/v1/users/is_login', { token })).json().data.user;
const count = async (sql: string, params: unknown[] = []) => (await t.db.one<{ n: number }>(sql, params))!.n;
const changesOf = (userId: number) => count('SELECT count(*)::int AS n FROM membership_changes WHERE user_id = $1', [userId]);
const mailsTo = async (to: string) => (await waitForMail(t.app)).filter((m) => m.to === to).map((m) => m.subject);

/** A free member pays in the embedded form and comes back: a paid member with a live subscription at Stripe. */
async function subscribe(token: string, card: TestCard = TEST_CARDS.visa) {
  const session = await createSession(t.app, token);
  const paid = stripe.completeCheckout(session.session_id, card);
  const res = await register(t.app, token, session.session_id);
  expect(res.statusCode).toBe(200);
  return { sessionId: session.session_id, customerId: paid.customerId, paymentMethodId: paid.paymentMethodId, subscriptionId: paid.subscriptionId!, invoiceId: paid.invoiceId! };
}

/** The request the app sent to make the checkout (the only one in a test unless said otherwise). */
function checkoutRequest() {
  const sent = stripe.requestsTo('POST', '/v1/checkout/sessions');
  expect(sent).toHaveLength(1);
  return sent[0];
}

test('a free member pays in the embedded form, comes back, and the signed events confirm the payment', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const res = await call(t.app, 'POST', '/api/v1/users/create_session', { token, payload: { agree: true } });
  expect(res.statusCode).toBe(201);
  const session = res.json().data;
  expect(session).toMatchObject({ provider: 'stripe', purpose: 'subscribe', url: null, session_id: expect.stringMatching(/^cs_test_/) });
  // Stripe.js opens the embedded form with the session's own client secret.
  expect(session.client_secret).toEqual(expect.stringMatching(/^cs_test_\w+_secret_\w+$/));
  expect(session.client_secret).toBe(stripe.get(session.session_id).client_secret);
  expect(new Date(session.expires_at).getTime()).toBe(stripe.get(session.session_id).expires_at * 1000);

  const sent = checkoutRequest();
  // The app's Stripe SDK sent it, pinned to the API version it was written for.
  expect(sent.apiVersion).toBe(Stripe.API_VERSION);
  expect(sent.userAgent).toMatch(/^Stripe\/v1 NodeBindings\//);
  expect(sent.body).toMatchObject({
    mode: 'subscription',
    ui_mode: 'embedded_page',
    client_reference_id: String(userId),
    customer_email: DEMO.free,
    metadata: { user_id: String(userId), purpose: 'subscribe' },
    subscription_data: { metadata: { user_id: String(userId) } },
    line_items: [{ quantity: '1', price_data: { currency: 'jpy', product: STRIPE_PRODUCT_ID, recurring: { interval: 'month' } } }],
  });
  // JPY has no minor unit: ¥550 is 550, never 55000.
  expect(sent.body.line_items[0].price_data.unit_amount).toBe('550');
  expect(sent.body.return_url).toMatch(/^https?:\/\/[^/]+\/paid-member-register\/complete\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  expect(sent.body).not.toHaveProperty('success_url');
  expect(sent.body).not.toHaveProperty('customer');

  const paid = stripe.completeCheckout(session.session_id, TEST_CARDS.visa);
  const state = await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${session.session_id}`, { token });
  expect(state.json().data).toMatchObject({ status: 'complete', paid: true });
  const registered = await register(t.app, token, session.session_id);
  expect(registered.statusCode).toBe(200);
  expect(registered.json().data.user).toMatchObject({ role: 'paid_member', membership: { status: 'paid', cancel_at_period_end: false, payment_failed: false } });

  for (const [type, id] of [
    ['checkout.session.completed', session.session_id],
    ['customer.subscription.created', paid.subscriptionId!],
    ['invoice.paid', paid.invoiceId!],
  ]) {
    expect(await accepted(stripe.event(type, id))).toEqual({ received: true, duplicate: false });
  }

  const view = await overview(t.app, token);
  const item = stripe.get(paid.subscriptionId!).items.data[0];
  expect(view.payments).toEqual([expect.objectContaining({ amount_jpy: 550, status: 'paid', tax_jpy: 50, failure_message: null })]);
  // The period paid for is the invoice line's (Stripe's invoice-level period is the one before).
  expect([view.payments[0].period_start, view.payments[0].period_end].map((at: string) => new Date(at).getTime() / 1000)).toEqual([
    item.current_period_start,
    item.current_period_end,
  ]);
  expect(view.subscription).toMatchObject({ status: 'active', price_jpy: 550, next_charge_jpy: 550, card: { brand: 'visa', last4: '4242' }, payment_failed: false });
  expect(new Date(view.subscription.current_period_end).getTime() / 1000).toBe(item.current_period_end);
  expect(view.card_on_file).toEqual({ brand: 'visa', last4: '4242' });
  expect(view.changes).toEqual([expect.objectContaining({ from_status: 'free', to_status: 'paid', reason: 'checkout' })]);
  expect(await mailsTo(DEMO.free)).toEqual([expect.stringContaining('お支払いの領収')]);
  // The one product the prices belong to (made on first use, kept afterwards).
  expect(stripe.get(STRIPE_PRODUCT_ID)).toMatchObject({ object: 'product', name: expect.stringContaining('有料会員') });
  // Beyond that the app only read back; it never made a subscription or changed one itself.
  const writes = stripe.requests.filter((r) => r.method !== 'GET' && !r.path.startsWith('/v1/products'));
  expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
});

test('an event delivered again is answered as a duplicate and changes nothing', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { invoiceId } = await subscribe(token);
  const paidEvent = stripe.event('invoice.paid', invoiceId);
  expect(await accepted(paidEvent)).toEqual({ received: true, duplicate: false });
  const asked = stripe.requests.length;

  expect(await accepted(paidEvent)).toEqual({ received: true, duplicate: true });
  // Stripe's own retry signs the same event again with a new timestamp: still the same event.
  expect(await accepted(stripe.event('invoice.paid', invoiceId, { id: paidEvent.id }))).toEqual({ received: true, duplicate: true });
  expect(stripe.requests.length).toBe(asked);
  expect(await count('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId])).toBe(1);
  expect(await count('SELECT count(*)::int AS n FROM provider_events WHERE event_id = $1', [paidEvent.id])).toBe(1);
  expect(await changesOf(userId)).toBe(1);
  expect(await mailsTo(DEMO.free)).toEqual([expect.stringContaining('お支払いの領収')]);
});

test('the invoice event before the checkout event, and no return at all, still ends paid once', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const session = await createSession(t.app, token);
  const paid = stripe.completeCheckout(session.session_id);
  // The person closed the tab after paying: only Stripe's events tell us, the invoice first.
  const invoicePaid = stripe.event('invoice.paid', paid.invoiceId!);
  await accepted(invoicePaid);
  expect((await me(token)).role).toBe('paid_member');
  await accepted(stripe.event('customer.subscription.created', paid.subscriptionId!));
  await accepted(stripe.event('checkout.session.completed', session.session_id));
  // The return comes at last; it confirms what is already there.
  expect((await register(t.app, token, session.session_id)).statusCode).toBe(200);

  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ status: 'active', card: { brand: 'visa', last4: '4242' } });
  expect(view.payments).toEqual([expect.objectContaining({ amount_jpy: 550, status: 'paid' })]);
  expect(view.changes).toEqual([expect.objectContaining({ from_status: 'free', to_status: 'paid', reason: 'provider_event', provider_event_id: invoicePaid.id })]);
  expect(await changesOf(userId)).toBe(1);
  expect(await mailsTo(DEMO.free)).toEqual([expect.stringContaining('お支払いの領収')]);
});

test('an older subscription update delivered after the deletion does not bring the membership back', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const { subscriptionId } = await subscribe(token);
  const failed = stripe.failRenewal(subscriptionId);
  // Made while the subscription was past_due (still paid status), delivered only after it ended.
  const olderUpdate = stripe.event('customer.subscription.updated', subscriptionId);
  const olderFailure = stripe.event('invoice.payment_failed', failed.id);
  expect(JSON.parse(olderUpdate.payload).data.object.status).toBe('past_due');
  stripe.giveUp(subscriptionId);
  const deleted = stripe.event('customer.subscription.deleted', subscriptionId);

  await accepted(deleted);
  expect((await me(token)).role).toBe('free_member');
  await accepted(olderUpdate);
  await accepted(olderFailure);

  const user = await me(token);
  expect(user.role).toBe('free_member');
  expect(user.membership).toMatchObject({ status: 'free', payment_failed: false });
  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ status: 'canceled', next_charge_at: null });
  expect(view.changes.map((c: { to_status: string }) => c.to_status)).toEqual(['free', 'paid']);
  expect(view.changes[0]).toMatchObject({ reason: 'provider_event', provider_event_id: deleted.id });
  // The refused charge is in the history, but no mail says "you stay a paid member while we retry":
  // Stripe has stopped retrying and they are not one any more.
  expect(view.payments[0]).toMatchObject({ status: 'failed', amount_jpy: 550 });
  expect(await mailsTo(DEMO.free)).not.toContain(FAILED_CHARGE_SUBJECT);
});

test('the same event delivered twice at the same moment is applied once', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const session = await createSession(t.app, token);
  const paid = stripe.completeCheckout(session.session_id);
  const completed = stripe.event('checkout.session.completed', session.session_id);
  // The same event twice, and the other events of the payment, all at once.
  const [first, second, ...others] = await Promise.all([
    deliver(completed),
    deliver(completed),
    deliver(stripe.event('customer.subscription.created', paid.subscriptionId!)),
    deliver(stripe.event('invoice.paid', paid.invoiceId!)),
  ]);
  expect([first.statusCode, second.statusCode, ...others.map((r) => r.statusCode)]).toEqual([200, 200, 200, 200]);
  expect([first.json().data.duplicate, second.json().data.duplicate].sort()).toEqual([false, true]);
  expect(others.map((r) => r.json().data.duplicate)).toEqual([false, false]);

  expect((await me(token)).role).toBe('paid_member');
  expect(await changesOf(userId)).toBe(1);
  expect(await count('SELECT count(*)::int AS n FROM provider_events WHERE event_id = $1 AND processed_at IS NOT NULL', [completed.id])).toBe(1);
  expect(await count('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId])).toBe(1);
  expect(await count('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1', [userId])).toBe(1);
  expect(await mailsTo(DEMO.free)).toEqual([expect.stringContaining('お支払いの領収')]);
});

test('an event with a bad signature, or signed with another secret, is refused and records nothing', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const session = await createSession(t.app, token);
  stripe.completeCheckout(session.session_id);
  const event = stripe.event('checkout.session.completed', session.session_id);
  const asked = stripe.requests.length;

  const timestamp = Math.floor(Date.now() / 1000);
  const refused = [
    await deliver(event, `t=${timestamp},v1=${'0'.repeat(64)}`),
    await deliver(stripe.event('checkout.session.completed', session.session_id, { secret: 'whsec_someone_else_0123456789' })),
    // A body changed after signing (another user's id put in) no longer matches its signature.
    await deliver({ ...event, payload: event.payload.replace(`"client_reference_id": "${userId}"`, '"client_reference_id": "1"') }),
    await t.app.inject({ method: 'POST', url: '/api/v1/users/payment_succeeded', payload: event.payload, headers: { 'content-type': 'application/json' } }),
  ];
  for (const res of refused) {
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ message: SIGNATURE_REFUSED })]);
  }
  expect(await count('SELECT count(*)::int AS n FROM provider_events')).toBe(0);
  // Nothing was read back from Stripe for an event that was not Stripe's.
  expect(stripe.requests.length).toBe(asked);
  expect((await me(token)).role).toBe('free_member');
  expect(await changesOf(userId)).toBe(0);
});

test('a card refused in the embedded form leaves the checkout open and the member free', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const session = await createSession(t.app, token);
  stripe.declineCheckout(session.session_id);
  expect(stripe.get(session.session_id)).toMatchObject({ status: 'open', payment_status: 'unpaid', subscription: null });

  const state = await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${session.session_id}`, { token });
  expect(state.json().data).toMatchObject({ status: 'open', paid: false });
  const res = await register(t.app, token, session.session_id);
  expect(res.statusCode).toBe(409);
  expect(res.json().errors).toEqual([{ field: 'session_id', message: expect.stringContaining('お支払いがまだ確認できていません') }]);
  expect((await me(token)).role).toBe('free_member');
  expect(await count('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1', [userId])).toBe(0);
  expect(await count('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId])).toBe(0);
  expect(await changesOf(userId)).toBe(0);
});

test('a former member whose saved card is refused gets a 402 in Japanese and nothing changes', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { subscriptionId, customerId, paymentMethodId } = await subscribe(token);
  stripe.giveUp(subscriptionId);
  await accepted(stripe.event('customer.subscription.deleted', subscriptionId));
  expect((await me(token)).role).toBe('free_member');
  expect((await overview(t.app, token)).capabilities).toMatchObject({ can_resubscribe_with_card: true });

  stripe.refuseCharges(customerId, 'insufficient_funds');
  const changes = await changesOf(userId);
  const res = await call(t.app, 'POST', '/api/v1/users/create_subscription', { token, payload: { agree: true } });
  expect(res.statusCode).toBe(402);
  expect(res.json().errors).toEqual([{ message: 'ご利用可能額が不足しているため、カードが承認されませんでした。別のカードをお試しください。' }]);

  const [sent] = stripe.requestsTo('POST', '/v1/subscriptions');
  expect(sent.body).toMatchObject({
    customer: customerId,
    default_payment_method: paymentMethodId,
    payment_behavior: 'error_if_incomplete',
    metadata: { user_id: String(userId) },
    items: [{ price_data: { currency: 'jpy', unit_amount: '550', product: STRIPE_PRODUCT_ID, recurring: { interval: 'month' } } }],
  });
  expect((await me(token)).role).toBe('free_member');
  expect(await changesOf(userId)).toBe(changes);
  expect(await count('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1', [userId])).toBe(1);
  expect(await count('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId])).toBe(0);
});

test('a refused renewal keeps the member paid with a warning and a mail; Stripe giving up ends it', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const { subscriptionId, invoiceId } = await subscribe(token);
  await accepted(stripe.event('invoice.paid', invoiceId));

  const failed = stripe.failRenewal(subscriptionId);
  await accepted(stripe.event('invoice.payment_failed', failed.id));
  const user = await me(token);
  expect(user.role).toBe('paid_member');
  expect(user.membership).toMatchObject({ status: 'paid', payment_failed: true });
  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ status: 'past_due', payment_failed: true });
  expect(view.payments[0]).toMatchObject({ status: 'failed', amount_jpy: 550, failure_message: expect.stringContaining('カード') });
  expect(await mailsTo(DEMO.free)).toEqual([expect.stringContaining('お支払いの領収'), FAILED_CHARGE_SUBJECT]);

  // Stripe tries again a few days later, refused again: no second mail, still the one failed payment.
  stripe.failRenewal(subscriptionId);
  await accepted(stripe.event('invoice.payment_failed', failed.id));
  expect((await overview(t.app, token)).payments.map((p: { status: string }) => p.status)).toEqual(['failed', 'paid']);
  expect(await mailsTo(DEMO.free)).toEqual([expect.stringContaining('お支払いの領収'), FAILED_CHARGE_SUBJECT]);

  stripe.giveUp(subscriptionId);
  const deleted = stripe.event('customer.subscription.deleted', subscriptionId);
  await accepted(deleted);
  const after = await me(token);
  expect(after.role).toBe('free_member');
  expect(after.capabilities.can_post_questions).toBe(false);
  expect((await overview(t.app, token)).changes[0]).toMatchObject({ from_status: 'paid', to_status: 'free', reason: 'provider_event', provider_event_id: deleted.id });
});

test('cancel asks Stripe to stop at the period end and the member stays paid; resume asks it to go on', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const { subscriptionId } = await subscribe(token);
  const updates = () => stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);

  const cancelled = await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: {} });
  expect(cancelled.statusCode).toBe(200);
  expect(updates()).toHaveLength(1);
  expect(updates()[0].body).toEqual({ cancel_at_period_end: 'true', expand: ['default_payment_method'] });
  expect(stripe.get(subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
  expect(cancelled.json().data.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, next_charge_at: null });
  const user = await me(token);
  expect(user.role).toBe('paid_member');
  expect(user.membership).toMatchObject({ status: 'paid', cancel_at_period_end: true });
  expect(await mailsTo(DEMO.free)).toContain('【障害福祉Q&Aひろば】解約の手続きを受け付けました');
  // Stripe's event about it changes nothing more.
  await accepted(stripe.event('customer.subscription.updated', subscriptionId));
  expect((await me(token)).membership).toMatchObject({ status: 'paid', cancel_at_period_end: true });

  const resumed = await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: { action: 'resume' } });
  expect(resumed.statusCode).toBe(200);
  expect(updates()).toHaveLength(2);
  expect(updates()[1].body).toMatchObject({ cancel_at_period_end: 'false' });
  expect(stripe.get(subscriptionId).cancel_at_period_end).toBe(false);
  expect(resumed.json().data.subscription).toMatchObject({ cancel_at_period_end: false, next_charge_jpy: 550 });
  expect((await me(token)).membership).toMatchObject({ status: 'paid', cancel_at_period_end: false });
});

test('a card change is a setup checkout whose card becomes the default at Stripe, and a late event does not put an older card back', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const { subscriptionId, customerId } = await subscribe(token);
  const changeCard = async (card: TestCard) => {
    const change = await createSession(t.app, token, { purpose: 'update_card' });
    expect(change).toMatchObject({ provider: 'stripe', purpose: 'update_card', url: null, client_secret: expect.stringContaining('_secret_') });
    const saved = stripe.completeCheckout(change.session_id, card);
    // The page comes back from the embedded form and asks how it went.
    const state = await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${change.session_id}`, { token });
    expect(state.json().data).toMatchObject({ purpose: 'update_card', status: 'complete', paid: true });
    return { sessionId: change.session_id, methodId: saved.paymentMethodId };
  };

  const first = await changeCard(TEST_CARDS.mastercard);
  const sent = stripe.requestsTo('POST', '/v1/checkout/sessions')[1];
  expect(sent.body).toMatchObject({ mode: 'setup', ui_mode: 'embedded_page', currency: 'jpy', customer: customerId, metadata: { purpose: 'update_card' } });
  expect(sent.body).not.toHaveProperty('line_items');
  expect(sent.body.return_url).toMatch(/\/my-page\/edit-payment-info\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  expect(stripe.requestsTo('GET', `/v1/checkout/sessions/${first.sessionId}`).map((r) => r.query.expand)).toContainEqual(['setup_intent.payment_method']);
  expect(stripe.get(customerId).invoice_settings.default_payment_method).toBe(first.methodId);
  expect(stripe.get(subscriptionId).default_payment_method).toBe(first.methodId);
  let view = await overview(t.app, token);
  expect(view.subscription.card).toEqual({ brand: 'mastercard', last4: '4444' });
  expect(view.card_on_file).toEqual({ brand: 'mastercard', last4: '4444' });

  const second = await changeCard({ brand: 'jcb', last4: '0000' });
  expect(stripe.get(subscriptionId).default_payment_method).toBe(second.methodId);
  // The first change's event arrives only now, and its old return address is opened again.
  await accepted(stripe.event('checkout.session.completed', first.sessionId));
  await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${first.sessionId}`, { token });
  expect(stripe.get(subscriptionId).default_payment_method).toBe(second.methodId);
  expect(stripe.get(customerId).invoice_settings.default_payment_method).toBe(second.methodId);
  view = await overview(t.app, token);
  expect(view.subscription.card).toEqual({ brand: 'jcb', last4: '0000' });
  expect(view.card_on_file).toEqual({ brand: 'jcb', last4: '0000' });
});

test('making a member permanent cancels the subscription at Stripe in the same step, and later events leave it permanent', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { subscriptionId, invoiceId } = await subscribe(token);
  const olderUpdate = stripe.event('customer.subscription.updated', subscriptionId);
  const admin = await signInAdmin(t.app);

  const res = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ role: 'paid_member', is_permanent_paid_member: true, membership: { status: 'permanent' } });
  expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  expect(stripe.get(subscriptionId).status).toBe('canceled');
  expect((await overview(t.app, token)).subscription).toMatchObject({ status: 'canceled', next_charge_at: null });

  // Stripe reports the cancellation, an update from before arrives late, the first invoice is reported.
  await accepted(stripe.event('customer.subscription.deleted', subscriptionId));
  await accepted(olderUpdate);
  await accepted(stripe.event('invoice.paid', invoiceId));
  const user = await me(token);
  expect(user).toMatchObject({ role: 'paid_member', is_permanent_paid_member: true, membership: { status: 'permanent' } });
  const view = await overview(t.app, token);
  expect(view.subscription.status).toBe('canceled');
  expect(view.changes.map((c: { to_status: string; reason: string }) => [c.to_status, c.reason])).toEqual([
    ['permanent', 'admin'],
    ['paid', 'checkout'],
  ]);
});

test("Stripe's event of the cancellation, worked before its answer comes back, leaves the member permanent", async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { subscriptionId } = await subscribe(token);
  const admin = await signInAdmin(t.app);
  const changesBefore = await changesOf(userId);
  stripe.beforeAnswering(async (request) => {
    if (request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`) await accepted(stripe.event('customer.subscription.deleted', subscriptionId));
  });

  const res = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(res.statusCode).toBe(200);
  expect(await me(token)).toMatchObject({ role: 'paid_member', is_permanent_paid_member: true, membership: { status: 'permanent' } });
  // Never made free in between: one change, to permanent.
  expect(await changesOf(userId)).toBe(changesBefore + 1);
  const view = await overview(t.app, admin, userId);
  expect(view.changes[0]).toMatchObject({ from_status: 'paid', to_status: 'permanent', reason: 'admin' });
  expect(view.subscription.status).toBe('canceled');
  expect(view.capabilities.can_make_permanent).toBe(false);
});

/** A paid member made permanent while Stripe cannot be reached: 503, and they stay permanent with their plan live. */
async function madePermanentWhileStripeAway() {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { subscriptionId } = await subscribe(token);
  const admin = await signInAdmin(t.app);
  await t.rebuild({ STRIPE_API_URL: await unreachableUrl() });
  const res = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(res.statusCode).toBe(503);
  expect(res.json().errors).toEqual([{ message: expect.stringContaining('永久有料会員にしましたが、決済会社と通信できず、月額プランをまだ止められていません。') }]);
  expect(await me(token)).toMatchObject({ is_permanent_paid_member: true, membership: { status: 'permanent' } });
  // The admin's page offers the button again while the plan is live.
  const left = await overview(t.app, admin, userId);
  expect(left.subscription.status).toBe('active');
  expect(left.capabilities.can_make_permanent).toBe(true);
  // The scheduled check cannot end it either while Stripe is away.
  await t.app.ctx.services.payments.checkEndedPeriods();
  expect(stripe.get(subscriptionId).status).toBe('active');
  await t.rebuild();
  return { token, userId, subscriptionId, admin };
}

async function planEnded(userId: number, subscriptionId: string, admin: string) {
  expect(stripe.get(subscriptionId).status).toBe('canceled');
  const view = await overview(t.app, admin, userId);
  expect(view.subscription.status).toBe('canceled');
  expect(view.capabilities.can_make_permanent).toBe(false);
}

test('Stripe out of reach while a member is made permanent: pressing again once it is back ends the plan', async () => {
  const { token, userId, subscriptionId, admin } = await madePermanentWhileStripeAway();
  const again = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(again.statusCode).toBe(200);
  await planEnded(userId, subscriptionId, admin);
  // One change to permanent, not two.
  expect((await overview(t.app, admin, userId)).changes.filter((c: { to_status: string }) => c.to_status === 'permanent')).toHaveLength(1);
  const third = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(third.statusCode).toBe(409);
  expect(await me(token)).toMatchObject({ is_permanent_paid_member: true, membership: { status: 'permanent' } });
}, 30_000);

test('Stripe out of reach while a member is made permanent: the scheduled check ends the plan once it is back', async () => {
  const { token, userId, subscriptionId, admin } = await madePermanentWhileStripeAway();
  await t.app.ctx.services.payments.checkEndedPeriods();
  await planEnded(userId, subscriptionId, admin);
  expect(await me(token)).toMatchObject({ is_permanent_paid_member: true, membership: { status: 'permanent' } });
}, 30_000);

test('退会 ends the subscription and deletes the customer, with their e-mail and card, at Stripe', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { customerId, subscriptionId } = await subscribe(token);
  expect(stripe.get(customerId)).toMatchObject({ object: 'customer' });

  const res = await call(t.app, 'DELETE', `/api/v1/users/${userId}`, { token });
  expect(res.statusCode).toBe(204);
  expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  expect(stripe.requestsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(1);
  expect(() => stripe.get(customerId)).toThrow(`stand-in: no object ${customerId}`);
  expect(await count('SELECT count(*)::int AS n FROM billing_customers WHERE user_id = $1', [userId])).toBe(0);
});

test('退会 goes through when Stripe no longer knows the customer', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  const { customerId } = await subscribe(token);
  stripe.forget(customerId);

  const res = await call(t.app, 'DELETE', `/api/v1/users/${userId}`, { token });
  expect(res.statusCode).toBe(204);
  expect(stripe.requestsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(1);
});

test('the yen amount sent to Stripe is PLAN_PRICE_JPY as is: 550 by default, 980 when set', async () => {
  let token = await tokenFor(t.app, DEMO.free);
  await createSession(t.app, token);
  expect(checkoutRequest().body.line_items[0].price_data.unit_amount).toBe('550');

  stripe.reset();
  await t.rebuild({ PLAN_PRICE_JPY: '980' });
  token = await tokenFor(t.app, DEMO.free);
  const session = await createSession(t.app, token);
  expect(checkoutRequest().body.line_items[0].price_data).toMatchObject({ currency: 'jpy', unit_amount: '980' });
  const paid = stripe.completeCheckout(session.session_id);
  expect((await register(t.app, token, session.session_id)).statusCode).toBe(200);
  await accepted(stripe.event('invoice.paid', paid.invoiceId!));
  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ price_jpy: 980, next_charge_jpy: 980 });
  expect(view.payments).toEqual([expect.objectContaining({ amount_jpy: 980, tax_jpy: 89 })]);
});

test('Stripe out of reach: 503 in Japanese with Retry-After, and nothing is recorded', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const userId = await userIdOf(t.db, DEMO.free);
  // A checkout paid while Stripe could be reached, whose return arrives while it cannot.
  const session = await createSession(t.app, token);
  stripe.completeCheckout(session.session_id);
  const sessions = await count('SELECT count(*)::int AS n FROM checkout_sessions');

  await t.rebuild({ STRIPE_API_URL: await unreachableUrl() });
  const asked = stripe.requests.length;
  const res = await call(t.app, 'POST', '/api/v1/users/create_session', { token, payload: { agree: true } });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.json().errors).toEqual([{ message: expect.stringContaining('決済会社と通信できませんでした') }]);
  expect(await count('SELECT count(*)::int AS n FROM checkout_sessions')).toBe(sessions);

  const returned = await register(t.app, token, session.session_id);
  expect(returned.statusCode).toBe(503);
  expect(returned.headers['retry-after']).toBe('30');
  expect((await me(token)).role).toBe('free_member');
  expect(await changesOf(userId)).toBe(0);
  expect(stripe.requests.length).toBe(asked);

  // Stripe is back: the same return now makes them a paid member.
  await t.rebuild();
  expect((await register(t.app, token, session.session_id)).statusCode).toBe(200);
  expect((await me(token)).role).toBe('paid_member');
}, 30_000);
