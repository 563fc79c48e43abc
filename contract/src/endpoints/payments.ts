// The paid membership (under /api/v1/users): checkouts, the payment overview, cancel and resume,
// the admin's permanent paid member, the provider's webhook, and the local provider's test clock.
// Amounts are whole yen. A payment changes the person's membership, so their user too.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY, MEMBERS, PAID_MEMBERS } from './access';

const ENVELOPE = { one: 'UserEnvelopeSchema' } as const;
const OVERVIEW = { one: 'PaymentOverviewSchema' } as const;
const CHANGES = ['payments', 'users'] as const;

export const payments = endpointGroup({
  createSession: call('POST /api/v1/users/create_session', 'カード決済の手続きを始める（申し込み・カードの変更）',
    { access: MEMBERS, body: 'CreateSessionBodySchema', answers: { 201: { one: 'CheckoutSessionSchema' } }, errors: [400, 401, 403, 409, 429, 503], changes: ['payments'] }),
  getSession: call('GET /api/v1/users/get_session', '決済の手続きの状況（決済会社に確かめる）',
    { access: MEMBERS, query: 'GetSessionQuerySchema', answers: { 200: { one: 'CheckoutStateSchema' } }, errors: [400, 401, 403, 404, 503] }),
  registerPaidMember: call('POST /api/v1/users/register_paid_member', '支払いを決済会社に確かめて有料会員にする',
    { access: MEMBERS, body: 'RegisterPaidMemberBodySchema', answers: { 200: ENVELOPE }, errors: [400, 401, 403, 404, 409, 422, 503], changes: CHANGES }),
  createSubscription: call('POST /api/v1/users/create_subscription', '登録済みのカードで有料会員に申し込む（以前の有料会員）',
    { access: MEMBERS, body: 'CreateSubscriptionBodySchema', answers: { 201: ENVELOPE }, errors: [400, 401, 402, 403, 409, 422, 429, 503], changes: CHANGES }),
  getPaymentAndSubscription: call('GET /api/v1/users/get_payment_and_subscription', 'お支払い情報（本人、または管理者が user_id で）',
    { access: 'signed-in', query: 'PaymentOverviewQuerySchema', answers: { 200: OVERVIEW }, errors: [400, 401, 403, 404] }),
  cancelSubscription: call('POST /api/v1/users/cancel_subscription', '解約（期間の終わりで終了）、または解約の取り消し',
    { access: PAID_MEMBERS, body: 'CancelSubscriptionBodySchema', answers: { 200: OVERVIEW }, errors: [400, 401, 403, 409, 503], changes: CHANGES }),
  makePermanentPaidMember: call('POST /api/v1/users/change_paid_member_to_permanent_paid_member', '永久有料会員にする（管理者）',
    { access: ADMIN_ONLY, body: 'PermanentPaidMemberBodySchema', answers: { 200: { one: 'UserSchema' } }, errors: [400, 401, 403, 404, 409, 422, 503], changes: CHANGES }),
  /** Only the provider's signature authenticates it, so it is open to anyone. */
  paymentSucceeded: call('POST /api/v1/users/payment_succeeded', '決済会社からの通知（署名つきのイベントだけを受け付ける）',
    { access: 'anyone', answers: { 200: { one: 'WebhookResultSchema' } }, errors: [400, 503], changes: CHANGES }),
  /** Test mode of the local provider (never in production): its clock runs ahead by some days. */
  advanceClock: call('POST /api/v1/local_payments/advance_clock', 'テストモード：決済の時計を進める（管理者、ローカルの決済だけ）',
    { access: ADMIN_ONLY, body: 'AdvanceClockBodySchema', answers: { 200: { one: 'ClockSchema' } }, errors: [400, 401, 403, 404], changes: CHANGES }),
});
