// Paid membership: checkouts, their confirmation with the provider, cancel and resume, permanent
// paid members, the provider's webhook, and the scheduled check for periods that ended without an
// event. Paid status is never taken from the browser's return alone: every path reads the
// checkout, subscription or invoice back from the provider and applies what it says now, so events
// that come twice, late or out of order leave the same result (docs/payments.md).
import type { CheckoutPurpose } from '@hiroba/contract';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { audit } from '../lib/audit';
import { HttpError, badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import { AGREE_REQUIRED_MESSAGE } from '../lib/validation-messages';
import type { Actor } from '../policy/rules';
import type { LocalProvider } from './local/local-provider';
import { lockMember, recordChange, saveCustomer, saveSubscription, settleMembership, statusOf, type Cause, type MembershipChangeResult } from './membership';
import { cancellationMail, failedChargeMail, receiptMail } from './payment-mail';
import { readOverview } from './payment-overview';
import { ENTITLED_STATUSES, InvalidSignature, LIVE_STATUSES, PaymentDeclined, ProviderUnavailable, type PaymentProvider, type ProviderCheckout } from './provider';

const SESSION_NOT_FOUND = 'お支払いの手続きが見つかりませんでした。';
/** Paths of the site the provider sends the person back to. */
const RETURN_PATHS: Record<CheckoutPurpose, { done: string; cancel: string }> = {
  subscribe: { done: '/paid-member-register/complete?session_id={CHECKOUT_SESSION_ID}', cancel: '/paid-member-register' },
  update_card: { done: '/my-page/edit-payment-info?session_id={CHECKOUT_SESSION_ID}', cancel: '/my-page/edit-payment-info' },
};
/** A paid period is looked at by the scheduled check once it ended this long ago without news. */
const GRACE_MINUTES = 60;

/** The provider is away: 503, try again (the error handler adds Retry-After). */
export const providerUnavailable = () =>
  new HttpError(503, [{ message: '決済会社と通信できませんでした。しばらくしてからもう一度お試しください。料金はかかっていません。' }]);

/** Made permanent, but the provider could not be reached to end the monthly plan (makePermanent). */
const permanentPlanLeft = () =>
  new HttpError(503, [
    {
      message:
        '永久有料会員にしましたが、決済会社と通信できず、月額プランをまだ止められていません。しばらくしてから、もう一度「永久有料会員にする」を押してください（10分ごとの自動の確認でも止めます）。',
    },
  ]);

interface SessionRow {
  id: number;
  user_id: number;
  purpose: CheckoutPurpose;
  consumed_at: string | null;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService(deps: { config: Config; db: Database; events: DomainEvents; mailer: Mailer; provider: PaymentProvider }) {
  const { config, db, events, mailer, provider } = deps;
  const kind = provider.kind;

  /** Provider calls: a refused card is the person's 402; anything else is a 503 that changed nothing. */
  async function ask<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new HttpError(402, [{ message: error.message }]);
      if (error instanceof ProviderUnavailable) throw providerUnavailable();
      throw error;
    }
  }

  function announce(userId: number, change: MembershipChangeResult | null) {
    if (change) events.publish({ type: 'user.changed', id: userId, role: change.role });
  }

  /** The provider's ids of the person's subscriptions that could still charge. */
  async function liveSubscriptionIds(q: Queryable, userId: number): Promise<string[]> {
    const rows = await q.query<{ provider_subscription_id: string }>(
      'SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[]) ORDER BY id',
      [userId, kind, LIVE_STATUSES],
    );
    return rows.map((row) => row.provider_subscription_id);
  }

  /** Permanent members with a plan still live (the provider was away when they were made permanent). */
  async function endPlansLeftToPermanentMembers() {
    const left = await db.query<{ user_id: number }>(
      `SELECT DISTINCT s.user_id FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE u.is_permanent_paid_member AND s.provider = $1 AND s.status = ANY($2::text[]) ORDER BY s.user_id LIMIT 500`,
      [kind, LIVE_STATUSES],
    );
    for (const { user_id: userId } of left) {
      try {
        await endLivePlans(userId);
      } catch (error) {
        // Still away: looked at again on the next run.
        if (error instanceof ProviderUnavailable) continue;
        throw error;
      }
    }
  }

  /** Ends at once, at the provider and in our copy, every plan of the person's that could still charge. Answers how many. */
  async function endLivePlans(userId: number): Promise<number> {
    const live = await liveSubscriptionIds(db, userId);
    for (const id of live) {
      const sub = await provider.cancelNow(id);
      await db.transaction((tx) => saveSubscription(tx, kind, userId, sub));
    }
    return live.length;
  }

  async function customerIdOf(q: Queryable, userId: number): Promise<string | null> {
    const row = await q.one<{ provider_customer_id: string }>('SELECT provider_customer_id FROM billing_customers WHERE user_id = $1 AND provider = $2', [userId, kind]);
    return row?.provider_customer_id ?? null;
  }

  async function liveSubscriptionOf(q: Queryable, userId: number, statuses: readonly string[] = LIVE_STATUSES) {
    return q.one<{ provider_subscription_id: string; cancel_at_period_end: boolean; current_period_end: string | null; status: string }>(
      `SELECT provider_subscription_id, cancel_at_period_end, current_period_end, status FROM subscriptions
        WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[]) ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId, kind, statuses],
    );
  }

  async function ownSession(actor: Actor, sessionId: string): Promise<SessionRow> {
    const row = await db.one<SessionRow>(
      'SELECT id, user_id, purpose, consumed_at FROM checkout_sessions WHERE provider = $1 AND provider_session_id = $2',
      [kind, sessionId],
    );
    // Another person's session is answered as missing: its existence is not theirs to learn.
    if (!row || row.user_id !== actor.id) throw notFound(SESSION_NOT_FOUND);
    return row;
  }

  /** Reads a subscription back and makes our records and the person's role follow it. */
  async function syncSubscription(subscriptionId: string, userHint: number | null, cause: Cause) {
    const sub = await provider.getSubscription(subscriptionId);
    const known = await db.one<{ user_id: number }>('SELECT user_id FROM subscriptions WHERE provider = $1 AND provider_subscription_id = $2', [kind, sub.id]);
    const userId = known?.user_id ?? userHint ?? sub.userId;
    if (!userId) return null;
    const change = await db.transaction(async (tx) => {
      const user = await lockMember(tx, userId);
      if (!user) return null;
      await saveSubscription(tx, kind, userId, sub);
      if (sub.customerId) await saveCustomer(tx, kind, userId, sub.customerId, sub.card);
      return settleMembership(tx, kind, userId, cause);
    });
    announce(userId, change);
    return { userId, sub, change };
  }

  /** What a completed checkout did: the subscription it started, or the card it saved. */
  async function takeInCheckout(checkout: ProviderCheckout, session: SessionRow, cause: Cause) {
    if (checkout.status !== 'complete' || !checkout.paid) {
      await db.query('UPDATE checkout_sessions SET status = $2 WHERE id = $1', [session.id, checkout.status]);
      return;
    }
    if (checkout.customerId) {
      const customerId = checkout.customerId;
      await db.transaction((tx) => saveCustomer(tx, kind, session.user_id, customerId, null));
    }
    if (session.purpose === 'subscribe' && checkout.subscriptionId) {
      await syncSubscription(checkout.subscriptionId, session.user_id, cause);
    } else if (session.purpose === 'update_card') {
      // Applied once: a late event or an old return address must not put back a card changed since.
      if (await db.one("SELECT 1 AS applied FROM checkout_sessions WHERE id = $1 AND status = 'complete'", [session.id])) return;
      const live = await liveSubscriptionOf(db, session.user_id);
      const card = await provider.applyCardFromCheckout(checkout, live?.provider_subscription_id ?? null);
      if (live) await syncSubscription(live.provider_subscription_id, session.user_id, cause);
      if (card && checkout.customerId) {
        const customerId = checkout.customerId;
        await db.transaction((tx) => saveCustomer(tx, kind, session.user_id, customerId, card));
      }
    }
    await db.query("UPDATE checkout_sessions SET status = 'complete', completed_at = COALESCE(completed_at, now()) WHERE id = $1", [session.id]);
  }

  /** A payment as the provider reports it, recorded once; the receipt or failure mail goes with the first report. */
  async function recordInvoice(invoiceId: string, eventId: string) {
    const invoice = await provider.getInvoice(invoiceId);
    if (invoice.outcome === 'other' || !invoice.subscriptionId) return;
    const synced = await syncSubscription(invoice.subscriptionId, null, { reason: 'provider_event', eventId });
    if (!synced) return;
    const { userId } = synced;
    const mail = await db.transaction(async (tx) => {
      const user = await lockMember(tx, userId);
      if (!user || user.withdrawn_at) return null;
      const before = await tx.one<{ id: number; status: string }>('SELECT id, status FROM payments WHERE provider = $1 AND provider_payment_id = $2', [kind, invoice.id]);
      // A paid invoice stays paid whatever order the reports come in.
      const status = invoice.outcome === 'paid' || before?.status === 'paid' ? 'paid' : 'failed';
      const row = await tx.one<{ id: number }>(
        `INSERT INTO payments (user_id, subscription_id, provider, provider_payment_id, amount_jpy, status, paid_at, period_start, period_end, failure_message)
         VALUES ($1, (SELECT id FROM subscriptions WHERE provider = $2 AND provider_subscription_id = $3), $2, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (provider, provider_payment_id) DO UPDATE SET status = EXCLUDED.status, amount_jpy = EXCLUDED.amount_jpy,
           paid_at = COALESCE(EXCLUDED.paid_at, payments.paid_at), failure_message = EXCLUDED.failure_message
         RETURNING id`,
        [userId, kind, invoice.subscriptionId, invoice.id, invoice.amountJpy, status, invoice.paidAt, invoice.periodStart, invoice.periodEnd, status === 'paid' ? null : invoice.failureMessage],
      );
      if (before?.status === status) return null;
      const common = { to: user.email, siteUrl: config.siteUrl };
      if (status === 'paid') return receiptMail({ ...common, paymentId: row!.id, amountJpy: invoice.amountJpy, paidAt: invoice.paidAt, periodEnd: invoice.periodEnd });
      // The mail says the provider retries and they stay paid meanwhile: not so once it has ended (a late report).
      return before || !ENTITLED_STATUSES.includes(synced.sub.status) ? null : failedChargeMail({ ...common, amountJpy: invoice.amountJpy });
    });
    if (mail) await mailer.send(mail);
  }

  async function applyEvent(event: { id: string; object: { kind: string; id: string | null } }) {
    const cause: Cause = { reason: 'provider_event', eventId: event.id };
    if (!event.object.id) return;
    if (event.object.kind === 'checkout') {
      const session = await db.one<SessionRow>('SELECT id, user_id, purpose, consumed_at FROM checkout_sessions WHERE provider = $1 AND provider_session_id = $2', [kind, event.object.id]);
      // A checkout we did not make is not ours to apply.
      if (session) await takeInCheckout(await provider.getCheckout(event.object.id), session, cause);
    } else if (event.object.kind === 'subscription') {
      await syncSubscription(event.object.id, null, cause);
    } else if (event.object.kind === 'invoice') {
      await recordInvoice(event.object.id, event.id);
    }
  }

  return {
    /** The local provider's own operations (its checkout page, its clock), when it is the one in use. */
    local: provider.kind === 'local' ? (provider as LocalProvider) : null,

    async createSession(actor: Actor, body: { purpose?: CheckoutPurpose; agree?: true }) {
      const purpose = body.purpose ?? 'subscribe';
      const user = await db.one<{ email: string; role: string; is_permanent_paid_member: boolean }>('SELECT email, role, is_permanent_paid_member FROM users WHERE id = $1', [actor.id]);
      if (!user) throw notFound();
      if (purpose === 'subscribe') {
        if (body.agree !== true) throw badRequest('agree', AGREE_REQUIRED_MESSAGE);
        if (user.role !== 'free_member') throw conflict(undefined, 'すでに有料会員です。お申し込みは必要ありません。');
      } else if (user.role !== 'paid_member' || user.is_permanent_paid_member || !(await liveSubscriptionOf(db, actor.id))) {
        throw conflict('purpose', '変更できるカードの登録がありません。');
      }
      const checkout = await ask(async () =>
        provider.createCheckout({
          userId: actor.id,
          email: user.email,
          purpose,
          priceJpy: config.planPriceJpy,
          customerId: await customerIdOf(db, actor.id),
          returnPath: RETURN_PATHS[purpose].done,
          cancelPath: RETURN_PATHS[purpose].cancel,
        }),
      );
      await db.query(
        `INSERT INTO checkout_sessions (user_id, provider, provider_session_id, status, url, price_jpy, expires_at, purpose)
         VALUES ($1, $2, $3, 'open', $4, $5, $6, $7)`,
        [actor.id, kind, checkout.id, checkout.url, config.planPriceJpy, checkout.expiresAt, purpose],
      );
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
        await db.query('UPDATE checkout_sessions SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL', [session.id]);
      }
    },

    /** A former paid member subscribes again with the card kept at the provider. */
    async createSubscription(actor: Actor) {
      const user = await db.one<{ role: string }>('SELECT role FROM users WHERE id = $1', [actor.id]);
      if (user?.role !== 'free_member') throw conflict(undefined, 'すでに有料会員です。お申し込みは必要ありません。');
      const customerId = await customerIdOf(db, actor.id);
      if (!customerId) throw unprocessable(undefined, '登録済みのカードがありません。カード情報を入力してお申し込みください。');
      const sub = await ask(() => provider.subscribeWithSavedCard({ customerId, userId: actor.id, priceJpy: config.planPriceJpy }));
      const change = await db.transaction(async (tx) => {
        await lockMember(tx, actor.id);
        await saveSubscription(tx, kind, actor.id, sub);
        return settleMembership(tx, kind, actor.id, { reason: 'resubscribe' });
      });
      announce(actor.id, change);
    },

    async overview(actor: Actor, userId?: number) {
      const target = userId ?? actor.id;
      if (target !== actor.id && actor.role !== 'admin') throw forbidden('ほかの方のお支払い情報は表示できません。', 'user_id');
      const overview = await readOverview(db, kind, target, actor, { name: config.operator.name, registration_number: config.payments.invoiceRegistrationNumber });
      if (!overview) throw notFound('会員が見つかりませんでした。');
      return overview;
    },

    /** 解約 at the end of the paid period, or taking it back before then. */
    async cancel(actor: Actor, action: 'cancel' | 'resume') {
      const live = await liveSubscriptionOf(db, actor.id, ENTITLED_STATUSES);
      if (!live) throw conflict('action', action === 'cancel' ? '解約できるお申し込みがありません。' : '取り消せる解約の手続きがありません。');
      const wanted = action === 'cancel';
      if (live.cancel_at_period_end !== wanted) {
        const sub = await ask(() => provider.setCancelAtPeriodEnd(live.provider_subscription_id, wanted));
        await db.transaction(async (tx) => {
          await lockMember(tx, actor.id);
          await saveSubscription(tx, kind, actor.id, sub);
        });
        if (wanted) {
          const user = await db.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [actor.id]);
          await mailer.send(cancellationMail({ to: user!.email, siteUrl: config.siteUrl, until: sub.currentPeriodEnd }));
        }
        events.publish({ type: 'user.changed', id: actor.id });
      }
    },

    /**
     * The admin's 永久有料会員にする: paid for good, and nothing left that could charge again. Marked
     * permanent first, then the monthly plan is ended at the provider: the provider's event of that
     * cancellation may be worked before its answer comes back, and a member still marked paid would be
     * made free by it. If the provider cannot be reached the member stays permanent and the call
     * answers 503; pressing again (offered while a plan is live) or the scheduled check ends the plan.
     */
    async makePermanent(admin: Actor, userId: number) {
      const made = await db.transaction(async (tx) => {
        const locked = await lockMember(tx, userId);
        if (!locked || locked.withdrawn_at) throw notFound('会員が見つかりませんでした。');
        if (locked.is_permanent_paid_member) return false;
        if (locked.role !== 'paid_member') throw unprocessable('user_id', '有料会員だけを永久有料会員にできます。');
        await tx.query(
          'UPDATE users SET is_permanent_paid_member = true, permanent_by = $2, permanent_at = now(), paid_until = NULL, updated_at = now() WHERE id = $1',
          [userId, admin.id],
        );
        await recordChange(tx, userId, statusOf(locked)!, 'permanent', { reason: 'admin', actorId: admin.id });
        const live = await liveSubscriptionIds(tx, userId);
        await audit(tx, admin.id, 'user.make_permanent_paid_member', { type: 'user', id: userId }, { subscriptions_to_end: live });
        return true;
      });
      if (made) events.publish({ type: 'user.changed', id: userId, role: 'paid_member' });
      let ended: number;
      try {
        ended = await endLivePlans(userId);
      } catch (error) {
        // Not `ask`'s 503: that one says nothing changed, and the member is permanent now.
        if (error instanceof ProviderUnavailable) throw permanentPlanLeft();
        throw error;
      }
      if (!made && ended === 0) throw conflict('user_id', 'すでに永久有料会員です。');
    },

    /** The provider's webhook: signed, claimed once by event id, applied by reading the objects back. */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: boolean; duplicate: boolean }> {
      let event;
      try {
        event = await provider.verifyEvent(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidSignature) throw badRequest(undefined, '署名を確認できないため、受け付けませんでした。');
        throw error;
      }
      const claimed = await db.one<{ id: number }>(
        `INSERT INTO provider_events (provider, event_id, type, payload, claimed_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (provider, event_id) DO UPDATE SET claimed_at = now()
           WHERE provider_events.processed_at IS NULL AND (provider_events.claimed_at IS NULL OR provider_events.claimed_at < now() - interval '1 minute')
         RETURNING id`,
        [kind, event.id, event.type, JSON.stringify({ object: event.object })],
      );
      if (!claimed) return { received: true, duplicate: true };
      try {
        await ask(() => applyEvent(event));
      } catch (error) {
        // Released, so the provider's next delivery of it is worked again.
        await db.query('UPDATE provider_events SET claimed_at = NULL WHERE id = $1', [claimed.id]);
        throw error;
      }
      await db.query('UPDATE provider_events SET processed_at = now() WHERE id = $1', [claimed.id]);
      return { received: true, duplicate: false };
    },

    /**
     * The scheduled check: a plan left live when its member was made permanent (the provider was
     * away) is ended now; paid members whose period ended a while ago with no news are read back from
     * the provider (a renewal whose event was lost extends them; a cancelled or unpaid one makes them
     * free). Answers how many paid members were looked at.
     */
    async checkEndedPeriods(): Promise<number> {
      await endPlansLeftToPermanentMembers();
      const due = await db.query<{ id: number }>(
        `SELECT id FROM users WHERE role = 'paid_member' AND NOT is_permanent_paid_member AND withdrawn_at IS NULL
           AND paid_until < now() - make_interval(mins => $1) ORDER BY paid_until LIMIT 500`,
        [GRACE_MINUTES],
      );
      for (const { id } of due) {
        const subs = await db.query<{ provider_subscription_id: string }>(
          'SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[])',
          [id, kind, ENTITLED_STATUSES],
        );
        try {
          for (const sub of subs) await syncSubscription(sub.provider_subscription_id, id, { reason: 'period_ended' });
        } catch (error) {
          // The provider is away: this person is looked at again on the next run.
          if (error instanceof ProviderUnavailable) continue;
          throw error;
        }
        const change = await db.transaction((tx) => settleMembership(tx, kind, id, { reason: 'period_ended' }));
        announce(id, change);
      }
      return due.length;
    },

    /**
     * A paid member approved as an expert: nothing renews any more, the month paid for runs out
     * (membership settling leaves experts' roles alone, payments/membership.ts).
     */
    async stopRenewals(userId: number) {
      const live = await db.query<{ provider_subscription_id: string }>(
        'SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND status = ANY($3::text[]) AND NOT cancel_at_period_end',
        [userId, kind, LIVE_STATUSES],
      );
      for (const row of live) {
        const sub = await ask(() => provider.setCancelAtPeriodEnd(row.provider_subscription_id, true));
        await db.transaction((tx) => saveSubscription(tx, kind, userId, sub));
      }
    },

    /**
     * 退会: every subscription that could still charge is ended, then the provider forgets the customer
     * (their e-mail and saved cards), so nothing personal stays with the payment company either.
     */
    async endCustomer(userId: number) {
      await ask(() => endLivePlans(userId));
      const customerId = await customerIdOf(db, userId);
      if (customerId) await ask(() => provider.forgetCustomer(customerId));
    },
  };
}
