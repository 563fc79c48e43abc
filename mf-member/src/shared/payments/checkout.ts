// Starting a checkout in the browser. The payment session id is kept with the session (localStorage
// `sessionId`, docs/product.md#session-storage) so the return page finds it even if the provider's
// redirect lost the query. The local test provider has a page of its own (url); Stripe's form is
// drawn in our page from the client secret (stripe-checkout.tsx).
import { api, useSession, type CheckoutRequest, type CheckoutSession } from '@hiroba/api-client';
import { fullPageLoad } from '../full-page-load';

export async function startCheckout(body: CheckoutRequest): Promise<CheckoutSession> {
  const session = await api.payments.createSession(body);
  useSession.getState().setSessionId(session.session_id);
  if (session.url) fullPageLoad.goTo(session.url);
  return session;
}

/** The session id the provider sent back (?session_id=…), else the one kept at the start. */
export function returnedSessionId(search: string): string | null {
  return new URLSearchParams(search).get('session_id') || useSession.getState().sessionId;
}
