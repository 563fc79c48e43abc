// Paid membership through the local test provider (the embedded default): its checkout page and test
// cards, the return confirmed with the provider, events delivered by a job in any order, cancel and
// resume, renewals and failures by moving its clock, permanent paid members, the scheduled check.
import { CARDS, advanceClock, createSession, deliverEvents, overview, payLocally, register, submitCard } from './helpers/payments';
import { DEMO, call, signInAdmin, tokenFor, useTestApp, userIdOf } from './helpers/test-app';
import { waitForMail } from './helpers/outbox';
import { member } from './helpers/qa';

const t = useTestApp();

const me = async (token: string) => (await call(t.app, 'GET', '/api/v1/users/is_login', { token })).json().data.user;

test('a free member pays on the local page, comes back, and is a paid member who may ask', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const session = await createSession(t.app, token);
  expect(session).toMatchObject({ provider: 'local', purpose: 'subscribe', url: `/local-checkout/${session.session_id}` });

  const page = await t.app.inject({ method: 'GET', url: session.url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('テストモード');
  expect(page.body).toContain('月額 550円（税込）');

  const paid = await submitCard(t.app, session.session_id, CARDS.ok);
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`/paid-member-register/complete?session_id=${session.session_id}`);

  // The browser's return may come before the provider's events: the server asks the provider itself.
  const res = await register(t.app, token, session.session_id);
  expect(res.statusCode).toBe(200);
  const user = res.json().data.user;
  expect(user.role).toBe('paid_member');
  expect(user.membership).toMatchObject({ status: 'paid', cancel_at_period_end: false, payment_failed: false });
  expect(user.capabilities.can_post_questions).toBe(true);
  await deliverEvents(t.app);

  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ status: 'active', price_jpy: 550, next_charge_jpy: 550, card: { brand: 'visa', last4: '4242' }, payment_failed: false });
  expect(view.payments).toEqual([expect.objectContaining({ amount_jpy: 550, status: 'paid', tax_rate_percent: 10, tax_jpy: 50, receipt_number: expect.stringMatching(/^R-\d{6}$/) })]);
  // Whichever came first, the return or the provider's event, is recorded as the cause.
  expect(view.changes).toHaveLength(1);
  const [change] = view.changes;
  expect(change).toMatchObject({ from_status: 'free', to_status: 'paid', actor: null });
  expect([change.reason, change.provider_event_id]).toEqual(
    change.reason === 'checkout' ? ['checkout', null] : ['provider_event', expect.stringMatching(/^evt_local_[0-9a-f]{24}$/)],
  );
  expect(view.capabilities).toMatchObject({ can_cancel: true, can_resume: false, can_update_card: true, can_subscribe: false, can_make_permanent: false });

  const mails = await waitForMail(t.app);
  expect(mails.filter((m) => m.to === DEMO.free).map((m) => m.subject)).toEqual([expect.stringContaining('お支払いの領収')]);
  expect(mails[0].text).toContain('550円（税込、うち消費税10% 50円）');
});

test('the events first and the return after give the same result, and the return applies once', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const sessionId = await payLocally(t.app, token);
  await deliverEvents(t.app);
  expect((await me(token)).role).toBe('paid_member');
  const first = await register(t.app, token, sessionId);
  const again = await register(t.app, token, sessionId);
  expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
  const view = await overview(t.app, token);
  expect(view.payments).toHaveLength(1);
  expect(view.changes).toHaveLength(1);
  const events = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_events WHERE processed_at IS NOT NULL');
  expect(events[0].n).toBeGreaterThanOrEqual(3);
});

// The return and the provider's events both write the person's subscription and customer; arriving
// together they take turns on the person's row (payments/membership.ts) instead of deadlocking.
test('returns and their events arriving at the same moment all succeed, each paid for once', async () => {
  const people = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => member(t, `together-${i}@example.jp`)));
  const sessions = await Promise.all(people.map((p) => payLocally(t.app, p.token)));
  const answers = await Promise.all(people.map((p, i) => register(t.app, p.token, sessions[i]!)));
  expect(answers.map((r) => r.statusCode)).toEqual(people.map(() => 200));
  await deliverEvents(t.app);
  for (const p of people) {
    expect((await me(p.token)).role).toBe('paid_member');
    expect((await overview(t.app, p.token)).payments).toHaveLength(1);
  }
});

test('a declined card shows a Japanese message on the page and changes nothing', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const session = await createSession(t.app, token);
  const res = await submitCard(t.app, session.session_id, CARDS.declined);
  expect(res.statusCode).toBe(402);
  expect(res.body).toContain('カードが承認されませんでした');
  expect(res.body).toContain('料金はかかっていません');
  await deliverEvents(t.app);
  const unpaid = await register(t.app, token, session.session_id);
  expect(unpaid.statusCode).toBe(409);
  expect(unpaid.json().errors).toEqual([{ field: 'session_id', message: expect.stringContaining('お支払いがまだ確認できていません') }]);
  expect((await me(token)).role).toBe('free_member');
  expect((await overview(t.app, token)).payments).toEqual([]);
});

test('bad card input is answered beside each field', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const session = await createSession(t.app, token);
  const res = await submitCard(t.app, session.session_id, '1234', { expiry: '13/99', cvc: 'abc', name: '' });
  expect(res.statusCode).toBe(400);
  for (const text of ['カード番号は14〜16桁の数字で入力してください。', '有効期限は「月/年」の形', 'セキュリティコードは3桁か4桁の数字で入力してください。', 'カードの名義を入力してください。']) {
    expect(res.body).toContain(text);
  }
  expect(res.body).toContain('id="number-error"');
  expect(res.body).toContain('aria-invalid="true"');
});

test('a card that asks for the second step pays only once it is confirmed', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  const session = await createSession(t.app, token);
  const step = await submitCard(t.app, session.session_id, CARDS.authenticate);
  expect(step.statusCode).toBe(200);
  expect(step.body).toContain('本人認証（テスト）');
  const form = (decision: string) =>
    t.app.inject({ method: 'POST', url: `/local-checkout/${session.session_id}/authenticate`, payload: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const refused = await form('reject');
  expect(refused.statusCode).toBe(402);
  expect(refused.body).toContain('本人認証が完了しなかった');
  expect((await register(t.app, token, session.session_id)).statusCode).toBe(409);

  await submitCard(t.app, session.session_id, CARDS.authenticate);
  const approved = await form('approve');
  expect(approved.statusCode).toBe(303);
  expect((await register(t.app, token, session.session_id)).json().data.user.role).toBe('paid_member');
});

// The body's schema requires `agree` for a subscription only (a union on purpose); whichever part
// of it a body misses, the answer names that field as it did when the service alone checked it.
test.each([
  ['nothing', {}, 'agree'],
  ['agree false', { agree: false }, 'agree'],
  ['agree as text', { agree: 'yes' }, 'agree'],
  ['a subscription without agree', { purpose: 'subscribe' }, 'agree'],
  ['a subscription with agree false', { purpose: 'subscribe', agree: false }, 'agree'],
  ['a card change with agree false', { purpose: 'update_card', agree: false }, 'agree'],
  ['an unknown purpose', { purpose: 'walk', agree: true }, 'purpose'],
  ['an unknown purpose without agree', { purpose: 'walk' }, 'purpose'],
  ['purpose as a number', { purpose: 1, agree: true }, 'purpose'],
  ['an unknown field', { agree: true, walk: 1 }, 'walk'],
  ['an unknown field on a card change', { purpose: 'update_card', walk: 1 }, 'walk'],
])('create_session with %s answers 400 naming that one field', async (_what, payload, field) => {
  const free = await tokenFor(t.app, DEMO.free);
  const res = await call(t.app, 'POST', '/api/v1/users/create_session', { token: free, payload });
  expect(res.statusCode).toBe(400);
  const messages: Record<string, string> = {
    agree: 'お申し込み内容を確認し、同意のチェックを入れてください。',
    purpose: 'お申し込みの種類の値が正しくありません。',
    walk: '「walk」は使えない項目です。',
  };
  expect(res.json().errors).toEqual([{ field, message: messages[field] }]);
});

test('the agreement is required, paid members cannot buy twice, and sessions are personal', async () => {
  const free = await tokenFor(t.app, DEMO.free);
  const noAgreement = await call(t.app, 'POST', '/api/v1/users/create_session', { token: free, payload: {} });
  expect(noAgreement.statusCode).toBe(400);
  expect(noAgreement.json().errors).toEqual([{ field: 'agree', message: 'お申し込み内容を確認し、同意のチェックを入れてください。' }]);

  const sessionId = await payLocally(t.app, free);
  await register(t.app, free, sessionId);
  const twice = await call(t.app, 'POST', '/api/v1/users/create_session', { token: free, payload: { agree: true } });
  expect(twice.statusCode).toBe(409);

  const other = await tokenFor(t.app, DEMO.paid);
  expect((await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${sessionId}`, { token: other })).statusCode).toBe(404);
  const signUp = await call(t.app, 'POST', '/api/v1/users', { payload: { email: 'another@example.jp', password: 'another-pass-2026', nickname: 'べつ', agree_terms: true } });
  const another = await tokenFor(t.app, signUp.json().data.user.email);
  expect((await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${sessionId}`, { token: another })).statusCode).toBe(404);
  expect((await register(t.app, another, sessionId)).statusCode).toBe(404);
  expect((await me(another)).role).toBe('free_member');
});

test('cancel keeps paid status to the end of the period, can be taken back, and then ends', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await register(t.app, token, await payLocally(t.app, token));
  await deliverEvents(t.app);
  const cancelled = await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: {} });
  expect(cancelled.statusCode).toBe(200);
  const view = cancelled.json().data;
  expect(view.subscription).toMatchObject({ cancel_at_period_end: true, next_charge_at: null });
  expect(view.capabilities).toMatchObject({ can_cancel: false, can_resume: true });
  const user = await me(token);
  expect(user.membership).toMatchObject({ status: 'paid', cancel_at_period_end: true });
  expect(new Date(user.membership.paid_until).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  const mails = await waitForMail(t.app);
  expect(mails.map((m) => m.subject)).toContain('【障害福祉Q&Aひろば】解約の手続きを受け付けました');

  const resumed = await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: { action: 'resume' } });
  expect(resumed.json().data.subscription).toMatchObject({ cancel_at_period_end: false, next_charge_jpy: 550 });
  await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: { action: 'cancel' } });

  const admin = await signInAdmin(t.app);
  await advanceClock(t.app, admin, 40);
  const after = await me(token);
  expect(after.role).toBe('free_member');
  expect(after.capabilities.can_post_questions).toBe(false);
  const history = await overview(t.app, token);
  expect(history.payments).toHaveLength(1);
  expect(history.changes.map((c: { to_status: string; reason: string }) => c.to_status)).toEqual(['free', 'paid']);
  expect(history.changes[0]).toMatchObject({ reason: 'provider_event', provider_event_id: expect.stringMatching(/^evt_local_/) });
});

test('each month is charged and extends the membership; a card that keeps failing ends it', async () => {
  const renewing = await tokenFor(t.app, DEMO.free);
  await register(t.app, renewing, await payLocally(t.app, renewing));
  const signUp = await call(t.app, 'POST', '/api/v1/users', { payload: { email: 'fails@example.jp', password: 'fails-pass-2026', nickname: 'しっぱい', agree_terms: true } });
  expect(signUp.statusCode).toBe(201);
  const failing = await tokenFor(t.app, 'fails@example.jp');
  await register(t.app, failing, await payLocally(t.app, failing, CARDS.renewalsFail));
  await deliverEvents(t.app);
  const admin = await signInAdmin(t.app);

  await advanceClock(t.app, admin, 32);
  const renewed = await overview(t.app, renewing);
  expect(renewed.payments.map((p: { status: string; amount_jpy: number }) => [p.status, p.amount_jpy])).toEqual([['paid', 550], ['paid', 550]]);
  expect(new Date(renewed.subscription.current_period_end).getTime()).toBeGreaterThan(Date.now() + 55 * 86_400_000);

  const failed = await me(failing);
  expect(failed.membership).toMatchObject({ status: 'paid', payment_failed: true });
  const failedView = await overview(t.app, failing);
  expect(failedView.subscription).toMatchObject({ status: 'past_due', payment_failed: true });
  expect(failedView.payments[0]).toMatchObject({ status: 'failed', failure_message: expect.stringContaining('カード') });
  const mails = await waitForMail(t.app);
  expect(mails.filter((m) => m.to === 'fails@example.jp').map((m) => m.subject)).toContain('【障害福祉Q&Aひろば】有料会員の料金をお支払いいただけませんでした');

  // Two more refused tries, three days apart: the provider gives up and the member is free again.
  await advanceClock(t.app, admin, 7);
  expect((await me(failing)).role).toBe('free_member');
  expect((await me(renewing)).role).toBe('paid_member');
});

test('a failed renewal is paid at once when the card is changed', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await register(t.app, token, await payLocally(t.app, token, CARDS.renewalsFail));
  await deliverEvents(t.app);
  await advanceClock(t.app, await signInAdmin(t.app), 32);
  expect((await me(token)).membership.payment_failed).toBe(true);

  const change = await createSession(t.app, token, { purpose: 'update_card' });
  expect(change.purpose).toBe('update_card');
  const page = await submitCard(t.app, change.session_id, CARDS.ok);
  expect(page.statusCode).toBe(303);
  expect(page.headers.location).toBe(`/my-page/edit-payment-info?session_id=${change.session_id}`);
  const state = await call(t.app, 'GET', `/api/v1/users/get_session?sessionId=${change.session_id}`, { token });
  expect(state.json().data).toMatchObject({ purpose: 'update_card', status: 'complete', paid: true });
  await deliverEvents(t.app);
  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ status: 'active', payment_failed: false, card: { last4: '4242' } });
  expect(view.payments.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid']);
});

test('an admin makes a paid member permanent: the subscription ends at once and the change is recorded', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await register(t.app, token, await payLocally(t.app, token));
  await deliverEvents(t.app);
  const userId = await userIdOf(t.db, DEMO.free);
  const admin = await signInAdmin(t.app);
  expect((await overview(t.app, admin, userId)).capabilities.can_make_permanent).toBe(true);

  const res = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ role: 'paid_member', is_permanent_paid_member: true, membership: { status: 'permanent' } });
  await deliverEvents(t.app);
  const view = await overview(t.app, token);
  expect(view.subscription).toMatchObject({ status: 'canceled', next_charge_at: null });
  expect(view.capabilities).toMatchObject({ can_cancel: false, can_resume: false, can_update_card: false });
  expect(view.permanent).toEqual({ at: expect.any(String), by: { id: expect.any(Number), name: '管理者' } });
  expect(view.changes[0]).toMatchObject({ from_status: 'paid', to_status: 'permanent', reason: 'admin', actor: { name: '管理者' } });
  const auditRows = await t.db.query<{ action: string }>("SELECT action FROM audit_logs WHERE action = 'user.make_permanent_paid_member'");
  expect(auditRows).toHaveLength(1);

  // Nothing renews or ends it afterwards.
  await advanceClock(t.app, admin, 45);
  expect((await me(token)).membership.status).toBe('permanent');
  expect((await overview(t.app, token)).payments).toHaveLength(1);
  const again = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: userId } });
  expect(again.statusCode).toBe(409);
  const freeId = (await call(t.app, 'POST', '/api/v1/users', { payload: { email: 'nf@example.jp', password: 'nf-pass-20261', nickname: 'む', agree_terms: true } })).json().data.user.id;
  const notPaid = await call(t.app, 'POST', '/api/v1/users/change_paid_member_to_permanent_paid_member', { token: admin, payload: { user_id: freeId } });
  expect(notPaid.statusCode).toBe(422);
  expect(notPaid.json().errors).toEqual([{ field: 'user_id', message: '有料会員だけを永久有料会員にできます。' }]);
});

test('a former paid member subscribes again with the card on file after the same confirmation', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await register(t.app, token, await payLocally(t.app, token));
  await call(t.app, 'POST', '/api/v1/users/cancel_subscription', { token, payload: {} });
  await deliverEvents(t.app);
  await advanceClock(t.app, await signInAdmin(t.app), 35);
  expect((await me(token)).role).toBe('free_member');
  const view = await overview(t.app, token);
  expect(view.card_on_file).toEqual({ brand: 'visa', last4: '4242' });
  expect(view.capabilities).toMatchObject({ can_subscribe: true, can_resubscribe_with_card: true });

  const noAgreement = await call(t.app, 'POST', '/api/v1/users/create_subscription', { token, payload: {} });
  expect(noAgreement.statusCode).toBe(400);
  expect(noAgreement.json().errors).toEqual([{ field: 'agree', message: 'お申し込み内容を確認し、同意のチェックを入れてください。' }]);
  const res = await call(t.app, 'POST', '/api/v1/users/create_subscription', { token, payload: { agree: true } });
  expect(res.statusCode).toBe(201);
  expect(res.json().data.user.role).toBe('paid_member');
  await deliverEvents(t.app);
  const after = await overview(t.app, token);
  // The provider's own event may come before the answer is written: either is the recorded cause.
  const [change] = after.changes;
  expect(change).toMatchObject({ from_status: 'free', to_status: 'paid' });
  expect([change.reason, change.provider_event_id]).toEqual(
    change.reason === 'resubscribe' ? ['resubscribe', null] : ['provider_event', expect.stringMatching(/^evt_local_/)],
  );
  expect(after.payments.filter((p: { status: string }) => p.status === 'paid')).toHaveLength(2);
});

test('the scheduled check ends a paid period that ended without any event', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await register(t.app, token, await payLocally(t.app, token));
  await deliverEvents(t.app);
  const userId = await userIdOf(t.db, DEMO.free);
  // The provider ended it, and the event was lost: only the scheduled check can notice.
  const sub = await t.db.one<{ provider_subscription_id: string }>('SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1', [userId]);
  await t.db.query(`UPDATE local_payment_objects SET data = jsonb_set(data, '{status}', '"canceled"') WHERE id = $1`, [sub!.provider_subscription_id]);
  await t.db.query("UPDATE users SET paid_until = now() - interval '2 hours' WHERE id = $1", [userId]);
  expect((await me(token)).role).toBe('paid_member');
  expect(await t.app.ctx.services.payments.checkEndedPeriods()).toBe(1);
  expect((await me(token)).role).toBe('free_member');
  expect((await overview(t.app, token)).changes[0]).toMatchObject({ from_status: 'paid', to_status: 'free', reason: 'period_ended' });
});

test('the webhook accepts only signed events, and each event id once', async () => {
  const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/users/payment_succeeded', payload: { id: 'evt_x', type: 'invoice.paid' } });
  expect(unsigned.statusCode).toBe(400);
  expect(unsigned.json().errors[0].message).toBe('署名を確認できないため、受け付けませんでした。');
  const local = t.app.ctx.services.payments.local!;
  const payload = JSON.stringify({ id: 'evt_local_replay', object: 'event', type: 'customer.subscription.updated', data: { object: { object: 'subscription', id: 'sub_local_unknown' } } });
  const forged = await t.app.inject({ method: 'POST', url: '/api/v1/users/payment_succeeded', payload, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' } });
  expect(forged.statusCode).toBe(400);
});

test('withdrawal ends the subscription so nothing is charged again', async () => {
  const token = await tokenFor(t.app, DEMO.free);
  await register(t.app, token, await payLocally(t.app, token));
  await deliverEvents(t.app);
  const userId = await userIdOf(t.db, DEMO.free);
  expect((await call(t.app, 'DELETE', `/api/v1/users/${userId}`, { token })).statusCode).toBe(204);
  const sub = await t.db.one<{ status: string }>('SELECT status FROM subscriptions WHERE user_id = $1', [userId]);
  expect(sub!.status).toBe('canceled');
});
