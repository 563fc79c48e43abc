// Checkouts: one is made at the provider (a first subscription, or a new card), read back while the
// person is on it, and confirmed on their return. Paid status is never taken from the return alone:
// the checkout is read back from the provider and only a complete, paid one of this person applies,
// once (checkout_sessions.consumed_at).
import type { CheckoutPurpose } from '@hiroba/contract';
import { badRequest, conflict, notFound, unprocessable } from '../lib/http-errors';
import { AGREE_REQUIRED_MESSAGE } from '../lib/validation-messages';
import type { Actor } from '../policy/rules';
import { customerIdOf } from './billing-customer-repository';
import type { CheckoutIntake } from './checkout-intake';
import { consumeCheckoutSession, findCheckoutSession, insertCheckoutSession, type SessionRow } from './checkout-session-repository';
import { memberOf } from './membership-repository';
import type { PaymentDeps } from './payment-deps';
import { LIVE_STATUSES } from './provider';
import { ask } from './provider-calls';
import { latestSubscriptionOf } from './subscription-repository';

const SESSION_NOT_FOUND = 'お支払いの手続きが見つかりませんでした。';
/** Paths of the site the provider sends the person back to. */
const RETURN_PATHS: Record<CheckoutPurpose, { done: string; cancel: string }> = {
  subscribe: { done: '/paid-member-register/complete?session_id={CHECKOUT_SESSION_ID}', cancel: '/paid-member-register' },
  update_card: { done: '/my-page/edit-payment-info?session_id={CHECKOUT_SESSION_ID}', cancel: '/my-page/edit-payment-info' },
};

export function createCheckoutService(deps: PaymentDeps, takeInCheckout: CheckoutIntake) {
  const { config, db, provider } = deps;
  const kind = provider.kind;

  async function ownSession(actor: Actor, sessionId: string): Promise<SessionRow> {
    const row = await findCheckoutSession(db, kind, sessionId);
    // Another person's session is answered as missing: its existence is not theirs to learn.
    if (!row || row.user_id !== actor.id) throw notFound(SESSION_NOT_FOUND);
    return row;
  }

  return {
    async createSession(actor: Actor, body: { purpose?: CheckoutPurpose; agree?: true }) {
      const purpose = body.purpose ?? 'subscribe';
      const user = await memberOf(db, actor.id);
      if (!user) throw notFound();
      if (purpose === 'subscribe') {
        if (body.agree !== true) throw badRequest('agree', AGREE_REQUIRED_MESSAGE);
        if (user.role !== 'free_member') throw conflict(undefined, 'すでに有料会員です。お申し込みは必要ありません。');
      } else if (user.role !== 'paid_member' || user.is_permanent_paid_member || !(await latestSubscriptionOf(db, kind, actor.id, LIVE_STATUSES))) {
        throw conflict('purpose', '変更できるカードの登録がありません。');
      }
      const checkout = await ask(async () =>
        provider.createCheckout({
          userId: actor.id,
          email: user.email,
          purpose,
          priceJpy: config.planPriceJpy,
          customerId: await customerIdOf(db, kind, actor.id),
          returnPath: RETURN_PATHS[purpose].done,
          cancelPath: RETURN_PATHS[purpose].cancel,
        }),
      );
      await insertCheckoutSession(db, {
        userId: actor.id,
        provider: kind,
        providerSessionId: checkout.id,
        url: checkout.url,
        priceJpy: config.planPriceJpy,
        expiresAt: checkout.expiresAt,
        purpose,
      });
      return {
        session_id: checkout.id,
        provider: kind,
        purpose,
        url: checkout.url,
        client_secret: checkout.clientSecret,
        expires_at: checkout.expiresAt?.toISOString() ?? null,
      };
    },

    /** The checkout as the provider reports it now; a completed one is taken in (idempotent). */
    async getSession(actor: Actor, sessionId: string) {
      const session = await ownSession(actor, sessionId);
      const checkout = await ask(() => provider.getCheckout(sessionId));
      if (!session.consumed_at) await ask(() => takeInCheckout(checkout, session, { reason: 'checkout' }));
      return { session_id: checkout.id, purpose: session.purpose, status: checkout.status, paid: checkout.paid };
    },

    /** The return from checkout: confirmed with the provider, then the person is a paid member. */
    async registerPaidMember(actor: Actor, sessionId: string) {
      const session = await ownSession(actor, sessionId);
      if (session.purpose !== 'subscribe') throw notFound(SESSION_NOT_FOUND);
      if (!session.consumed_at) {
        const checkout = await ask(() => provider.getCheckout(sessionId));
        if (checkout.status === 'expired') throw unprocessable('session_id', 'このお申し込みは期限が切れました。もう一度お申し込みください。料金はかかっていません。');
        if (checkout.status !== 'complete' || !checkout.paid) throw conflict('session_id', 'お支払いがまだ確認できていません。カード情報の入力を終えてから、もう一度お試しください。');
        await ask(() => takeInCheckout(checkout, session, { reason: 'checkout' }));
        // Used once: the same return never applies again, whatever happens to the subscription later.
        await consumeCheckoutSession(db, session.id);
      }
    },
  };
}
