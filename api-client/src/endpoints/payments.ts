// The paid membership calls (under api/v1/users on the server): checkouts, the payment overview,
// cancel and resume, the admin's permanent paid member.
import { request, requestData, type CallOptions } from '../client';
import type { CheckoutSession, CheckoutState, CreateSessionBody, LoginCheckResult, One, PaymentOverview, User } from '@hiroba/contract/types';

/**
 * What a checkout is asked with: the contract's body, or a subscription not agreed to yet, which the
 * server refuses naming `agree`; the form shows that beside its checkbox (as with createSubscription).
 */
export type CheckoutRequest = CreateSessionBody | { purpose?: 'subscribe' };

/** A checkout at the payment provider: the local provider's page (url) or Stripe's form (client_secret). */
export const createSession = (body: CheckoutRequest): Promise<CheckoutSession> => requestData('post', 'api/v1/users/create_session', { json: body });

/** The checkout as the provider reports it now (a completed card change is taken in). */
export const getSession = (sessionId: string, options?: CallOptions): Promise<CheckoutState> =>
  requestData('get', 'api/v1/users/get_session', { searchParams: { sessionId }, ...options });

/** The return from checkout: the server confirms the payment with the provider; answers the user now. */
export async function registerPaidMember(sessionId: string): Promise<User> {
  const answer = await request<One<LoginCheckResult>>('post', 'api/v1/users/register_paid_member', { json: { session_id: sessionId } });
  return answer.data.user;
}

/** A former paid member subscribes again with the card kept at the provider. */
export async function createSubscription(body: { agree?: true }): Promise<User> {
  const answer = await request<One<LoginCheckResult>>('post', 'api/v1/users/create_subscription', { json: body });
  return answer.data.user;
}

/** The caller's payment overview; admins pass a user id. */
export const getPaymentAndSubscription = (userId?: number, options?: CallOptions): Promise<PaymentOverview> =>
  requestData('get', 'api/v1/users/get_payment_and_subscription', { searchParams: userId ? { user_id: userId } : {}, ...options });

/** 解約 at the end of the paid period, or taking it back ('resume'). */
export const cancelSubscription = (action: 'cancel' | 'resume' = 'cancel'): Promise<PaymentOverview> =>
  requestData('post', 'api/v1/users/cancel_subscription', { json: { action } });

/** 永久有料会員にする (admins). */
export const makePermanentPaidMember = (userId: number): Promise<User> =>
  requestData('post', 'api/v1/users/change_paid_member_to_permanent_paid_member', { json: { user_id: userId } });
