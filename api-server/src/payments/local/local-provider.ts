// The local provider: the embedded default (PAYMENT_PROVIDER=local, refused in production). It runs
// the same flow as Stripe offline: a checkout page of its own with test cards (local-checkout-page.ts),
// monthly renewals by its own clock, retries of a refused renewal, and events in Stripe's format,
// signed and delivered to our webhook by a job, so they arrive after the browser's return or before
// it, as real ones do. Hand-written because it stands in for an outside service; nothing else uses it.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { JobQueue } from '../../lib/job-queue';
import { declineMessage } from '../decline-messages';
import { signStripeFormatEvent, verifyStripeFormatEvent } from '../event-format';
import { PaymentDeclined, ProviderUnavailable, type Card, type PaymentProvider, type ProviderCheckout, type ProviderInvoice, type ProviderSubscription } from '../provider';
import { chargeableSubscriptionIdOf, chargeableSubscriptions, localNow, moveLocalClock, readLocal, writeLocal } from './local-object-repository';
import { addMonth, newLocalId, type LocalCard, type LocalCheckout, type LocalInvoice, type LocalSubscription } from './local-records';
import { asLocalCard, findTestCard } from './test-cards';

export const LOCAL_EVENTS_QUEUE = 'local-payment-events';
/** A checkout can be finished within a day, as Stripe's. */
const CHECKOUT_LIFETIME_MS = 24 * 3600 * 1000;
/** A refused renewal is tried again every three days, three tries in all, then the provider gives up. */
const RETRY_DAYS = 3;
const MAX_RENEWAL_TRIES = 3;
const DAY_MS = 86_400_000;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface FieldProblem {
  field: keyof CardInput;
  message: string;
}

export type PayResult =
  | { outcome: 'done'; redirectTo: string }
  | { outcome: 'invalid'; problems: FieldProblem[] }
  | { outcome: 'declined'; message: string }
  | { outcome: 'authenticate' }
  | { outcome: 'closed'; checkout: LocalCheckout | null };

type Emit = (type: string, object: { object: string; id: string }) => void;

export interface LocalProvider extends PaymentProvider {
  kind: 'local';
  /** The checkout for its page (null when there is none). */
  checkout(id: string): Promise<LocalCheckout | null>;
  pay(id: string, input: CardInput): Promise<PayResult>;
  /** The second step of a card that asked for it: approved, or refused by the person. */
  authenticate(id: string, approve: boolean): Promise<PayResult>;
  /** Test mode: the clock moves ahead, then whatever fell due is charged or ended. */
  advanceClock(days: number): Promise<Date>;
  /** Charges due renewals, retries refused ones and ends cancelled subscriptions (a job, every minute). */
  runBilling(): Promise<void>;
  /** Signs one event and hands it to the webhook handler (the delivery job). */
  signedDelivery(payload: string): { body: Buffer; signature: string };
}

const iso = (d: Date) => d.toISOString();

function validateCard(input: CardInput, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const digits = input.number.replace(/[\s-]/g, '');
  if (!digits) problems.push({ field: 'number', message: 'カード番号を入力してください。' });
  else if (!/^\d{14,16}$/.test(digits)) problems.push({ field: 'number', message: 'カード番号は14〜16桁の数字で入力してください。' });
  else if (!findTestCard(digits)) problems.push({ field: 'number', message: 'テストモードでは、下の表のテスト用カード番号だけが使えます。' });
  const expiry = input.expiry.trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
  if (!input.expiry.trim()) problems.push({ field: 'expiry', message: '有効期限を入力してください。' });
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.push({ field: 'expiry', message: '有効期限は「月/年」の形（例: 12/30）で入力してください。' });
  else {
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now.getTime()) problems.push({ field: 'expiry', message: declineMessage('expired_card') });
  }
  if (!input.cvc.trim()) problems.push({ field: 'cvc', message: 'セキュリティコードを入力してください。' });
  else if (!/^\d{3,4}$/.test(input.cvc.trim())) problems.push({ field: 'cvc', message: 'セキュリティコードは3桁か4桁の数字で入力してください。' });
  if (!input.name.trim()) problems.push({ field: 'name', message: 'カードの名義を入力してください。' });
  else if (input.name.length > 100) problems.push({ field: 'name', message: 'カードの名義は100文字以内で入力してください。' });
  return problems;
}

export function createLocalProvider(options: { db: Database; jobs: JobQueue; webhookSecret: string }): LocalProvider {
  const { db, jobs, webhookSecret } = options;

  /** Runs `work` in one transaction, then sends the events it made (after they are committed). */
  async function withEvents<T>(work: (tx: Queryable, emit: Emit) => Promise<T>): Promise<T> {
    const events: string[] = [];
    const result = await db.transaction((tx) =>
      work(tx, (type, object) => {
        const created = Math.floor(Date.now() / 1000);
        events.push(JSON.stringify({ id: `evt_local_${randomBytes(12).toString('hex')}`, object: 'event', type, created, data: { object } }));
      }),
    );
    for (const payload of events) await jobs.send(LOCAL_EVENTS_QUEUE, { payload });
    return result;
  }

  const subscriptionRef = (id: string) => ({ object: 'subscription', id });

  /** A subscription about to be charged its first month (incomplete until that charge). */
  function newSubscription(customerId: string, userId: number, priceJpy: number, card: LocalCard, now: Date): LocalSubscription {
    return {
      id: newLocalId('subscription'),
      customerId,
      userId,
      status: 'incomplete',
      priceJpy,
      periodStart: iso(now),
      periodEnd: addMonth(iso(now)),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      card,
      failedAttempts: 0,
      nextAttemptAt: null,
      openInvoiceId: null,
    };
  }

  function newInvoice(sub: LocalSubscription, periodStart: string): LocalInvoice {
    return {
      id: newLocalId('invoice'),
      subscriptionId: sub.id,
      customerId: sub.customerId,
      amountJpy: sub.priceJpy,
      status: 'open',
      attemptCount: 0,
      paidAt: null,
      periodStart,
      periodEnd: addMonth(periodStart),
      declineCode: null,
    };
  }

  /** One try at an invoice with the subscription's card; moves the subscription as Stripe would. */
  async function charge(tx: Queryable, emit: Emit, sub: LocalSubscription, invoice: LocalInvoice, at: Date, firstCharge: boolean): Promise<boolean> {
    invoice.attemptCount += 1;
    const refused = !sub.card || (!firstCharge && sub.card.renewals === 'fail');
    if (!refused) {
      Object.assign(invoice, { status: 'paid', paidAt: iso(at), declineCode: null });
      Object.assign(sub, { status: 'active', periodStart: invoice.periodStart, periodEnd: invoice.periodEnd, failedAttempts: 0, nextAttemptAt: null, openInvoiceId: null });
      await writeLocal(tx, 'invoice', invoice);
      await writeLocal(tx, 'subscription', sub);
      emit('invoice.paid', { object: 'invoice', id: invoice.id });
      emit('customer.subscription.updated', subscriptionRef(sub.id));
      return true;
    }
    invoice.declineCode = 'card_declined';
    sub.failedAttempts += 1;
    if (sub.failedAttempts >= MAX_RENEWAL_TRIES) {
      // The provider gives up: the subscription ends and nothing more is charged.
      Object.assign(invoice, { status: 'void' });
      Object.assign(sub, { status: 'canceled', canceledAt: iso(at), nextAttemptAt: null, openInvoiceId: null });
      await writeLocal(tx, 'invoice', invoice);
      await writeLocal(tx, 'subscription', sub);
      emit('invoice.payment_failed', { object: 'invoice', id: invoice.id });
      emit('customer.subscription.deleted', subscriptionRef(sub.id));
      return false;
    }
    Object.assign(sub, { status: 'past_due', nextAttemptAt: iso(new Date(at.getTime() + RETRY_DAYS * DAY_MS)), openInvoiceId: invoice.id });
    await writeLocal(tx, 'invoice', invoice);
    await writeLocal(tx, 'subscription', sub);
    emit('invoice.payment_failed', { object: 'invoice', id: invoice.id });
    emit('customer.subscription.updated', subscriptionRef(sub.id));
    return false;
  }

  /** Whatever is due by `now` for one subscription: renewals, retries, the end of a cancelled one. */
  async function settle(tx: Queryable, emit: Emit, sub: LocalSubscription, now: Date): Promise<void> {
    // A clock moved by months settles month by month; the bound only guards against a loop.
    for (let step = 0; step < 1000; step += 1) {
      if (sub.status === 'active' && new Date(sub.periodEnd) <= now) {
        if (sub.cancelAtPeriodEnd) {
          Object.assign(sub, { status: 'canceled', canceledAt: sub.periodEnd });
          await writeLocal(tx, 'subscription', sub);
          emit('customer.subscription.deleted', subscriptionRef(sub.id));
          return;
        }
        await charge(tx, emit, sub, newInvoice(sub, sub.periodEnd), new Date(sub.periodEnd), false);
      } else if (sub.status === 'past_due' && sub.nextAttemptAt && new Date(sub.nextAttemptAt) <= now && sub.openInvoiceId) {
        const invoice = await readLocal(tx, 'invoice', sub.openInvoiceId);
        if (!invoice) return;
        await charge(tx, emit, sub, invoice, new Date(sub.nextAttemptAt), false);
      } else {
        return;
      }
    }
  }

  async function readCheckout(tx: Queryable, id: string, forUpdate: boolean): Promise<LocalCheckout | null> {
    const checkout = await readLocal(tx, 'checkout', id, forUpdate);
    if (checkout && checkout.status === 'open' && new Date(checkout.expiresAt).getTime() <= Date.now()) {
      checkout.status = 'expired';
      await writeLocal(tx, 'checkout', checkout);
    }
    return checkout;
  }

  /** The card is good: the checkout completes (a subscription paid for its first month, or a new card). */
  async function complete(tx: Queryable, emit: Emit, checkout: LocalCheckout, card: LocalCard): Promise<PayResult> {
    const now = await localNow(tx);
    let customer = checkout.customerId ? await readLocal(tx, 'customer', checkout.customerId, true) : null;
    customer ??= { id: newLocalId('customer'), userId: checkout.userId, email: checkout.email, card: null };
    customer.card = card;
    await writeLocal(tx, 'customer', customer);
    checkout.customerId = customer.id;

    if (checkout.purpose === 'subscribe') {
      const sub = newSubscription(customer.id, checkout.userId, checkout.priceJpy, card, now);
      await writeLocal(tx, 'subscription', sub);
      emit('customer.subscription.created', subscriptionRef(sub.id));
      await charge(tx, emit, sub, newInvoice(sub, iso(now)), now, true);
      checkout.subscriptionId = sub.id;
    } else if (checkout.subscriptionId) {
      const sub = await readLocal(tx, 'subscription', checkout.subscriptionId, true);
      if (sub) {
        sub.card = card;
        await writeLocal(tx, 'subscription', sub);
        emit('customer.subscription.updated', subscriptionRef(sub.id));
        // A renewal refused earlier is tried again at once with the new card.
        if (sub.status === 'past_due' && sub.openInvoiceId) {
          const invoice = await readLocal(tx, 'invoice', sub.openInvoiceId);
          if (invoice) await charge(tx, emit, sub, invoice, now, true);
        }
      }
    }
    Object.assign(checkout, { status: 'complete', paid: true, awaitingAuthentication: null });
    await writeLocal(tx, 'checkout', checkout);
    emit('checkout.session.completed', { object: 'checkout.session', id: checkout.id });
    return { outcome: 'done', redirectTo: checkout.returnUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id) };
  }

  function toCheckout(checkout: LocalCheckout): ProviderCheckout {
    return {
      id: checkout.id,
      purpose: checkout.purpose,
      status: checkout.status,
      paid: checkout.paid,
      url: `/local-checkout/${checkout.id}`,
      clientSecret: null,
      expiresAt: new Date(checkout.expiresAt),
      customerId: checkout.customerId,
      subscriptionId: checkout.subscriptionId,
      userId: checkout.userId,
    };
  }

  const cardOf = (card: LocalCard | null): Card | null => (card ? { brand: card.brand, last4: card.last4 } : null);

  function toSubscription(sub: LocalSubscription): ProviderSubscription {
    return {
      id: sub.id,
      customerId: sub.customerId,
      userId: sub.userId,
      status: sub.status,
      priceJpy: sub.priceJpy,
      currentPeriodStart: new Date(sub.periodStart),
      currentPeriodEnd: new Date(sub.periodEnd),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      canceledAt: sub.canceledAt ? new Date(sub.canceledAt) : null,
      card: cardOf(sub.card),
    };
  }

  async function mustRead<T>(value: Promise<T | null>, what: string): Promise<T> {
    const found = await value;
    if (!found) throw new ProviderUnavailable(`local provider: no ${what}`);
    return found;
  }

  async function updateSubscription(id: string, change: (sub: LocalSubscription, now: Date) => string | null): Promise<ProviderSubscription> {
    return withEvents(async (tx, emit) => {
      const sub = await mustRead(readLocal(tx, 'subscription', id, true), `subscription ${id}`);
      const event = change(sub, await localNow(tx));
      await writeLocal(tx, 'subscription', sub);
      if (event) emit(event, subscriptionRef(sub.id));
      return toSubscription(sub);
    });
  }

  return {
    kind: 'local',

    async createCheckout(request) {
      const checkout: LocalCheckout = {
        id: newLocalId('checkout'),
        purpose: request.purpose,
        userId: request.userId,
        email: request.email,
        customerId: request.customerId,
        priceJpy: request.priceJpy,
        returnUrl: request.returnPath,
        cancelUrl: request.cancelPath,
        status: 'open',
        paid: false,
        subscriptionId: null,
        expiresAt: iso(new Date(Date.now() + CHECKOUT_LIFETIME_MS)),
        awaitingAuthentication: null,
      };
      if (request.purpose === 'update_card' && request.customerId) checkout.subscriptionId = await chargeableSubscriptionIdOf(db, request.customerId);
      await writeLocal(db, 'checkout', checkout);
      return toCheckout(checkout);
    },

    async getCheckout(id) {
      return toCheckout(await mustRead(db.transaction((tx) => readCheckout(tx, id, true)), `checkout ${id}`));
    },

    async applyCardFromCheckout(checkout) {
      // The page already put the card on the customer and the subscription.
      if (!checkout.customerId) return null;
      return cardOf((await readLocal(db, 'customer', checkout.customerId))?.card ?? null);
    },

    getSubscription: async (id) => toSubscription(await mustRead(readLocal(db, 'subscription', id), `subscription ${id}`)),

    async getInvoice(id): Promise<ProviderInvoice> {
      const invoice = await mustRead(readLocal(db, 'invoice', id), `invoice ${id}`);
      return {
        id: invoice.id,
        subscriptionId: invoice.subscriptionId,
        customerId: invoice.customerId,
        amountJpy: invoice.amountJpy,
        outcome: invoice.status === 'paid' ? 'paid' : invoice.attemptCount > 0 ? 'failed' : 'other',
        paidAt: invoice.paidAt ? new Date(invoice.paidAt) : null,
        periodStart: new Date(invoice.periodStart),
        periodEnd: new Date(invoice.periodEnd),
        failureMessage: invoice.status === 'paid' ? null : declineMessage(invoice.declineCode),
      };
    },

    getCustomerCard: async (customerId) => cardOf((await readLocal(db, 'customer', customerId))?.card ?? null),

    async subscribeWithSavedCard({ customerId, userId, priceJpy }) {
      const result = await withEvents(async (tx, emit) => {
        const customer = await readLocal(tx, 'customer', customerId, true);
        if (!customer?.card) return { declined: declineMessage('no_card') };
        const now = await localNow(tx);
        // A card that fails renewals also fails here: it is a charge after the first one.
        if (customer.card.renewals === 'fail') return { declined: declineMessage('card_declined') };
        const sub = newSubscription(customerId, userId, priceJpy, customer.card, now);
        await writeLocal(tx, 'subscription', sub);
        emit('customer.subscription.created', subscriptionRef(sub.id));
        await charge(tx, emit, sub, newInvoice(sub, iso(now)), now, true);
        return { subscription: toSubscription(sub) };
      });
      if ('declined' in result) throw new PaymentDeclined(result.declined);
      return result.subscription;
    },

    setCancelAtPeriodEnd: (id, cancel) =>
      updateSubscription(id, (sub) => {
        sub.cancelAtPeriodEnd = cancel;
        return 'customer.subscription.updated';
      }),

    cancelNow: (id) =>
      updateSubscription(id, (sub, now) => {
        if (sub.status === 'canceled') return null;
        Object.assign(sub, { status: 'canceled', canceledAt: iso(now), nextAttemptAt: null });
        return 'customer.subscription.deleted';
      }),

    // The local customer lives in this database: withdrawal blanks its e-mail in its own transaction
    // (users/withdrawal-repository.ts), and no card number is ever stored.
    forgetCustomer: async () => undefined,

    verifyEvent: (rawBody, signature) => verifyStripeFormatEvent(rawBody, signature, webhookSecret),

    checkout: (id) => db.transaction((tx) => readCheckout(tx, id, false)),

    pay: (id, input) =>
      withEvents(async (tx, emit): Promise<PayResult> => {
        const checkout = await readCheckout(tx, id, true);
        if (!checkout || checkout.status !== 'open') return { outcome: 'closed', checkout };
        const problems = validateCard(input, await localNow(tx));
        if (problems.length > 0) return { outcome: 'invalid', problems };
        const card = findTestCard(input.number.replace(/[\s-]/g, ''))!;
        if (card.result === 'declined') return { outcome: 'declined', message: declineMessage(card.declineCode) };
        if (card.result === 'authenticate') {
          checkout.awaitingAuthentication = asLocalCard(card);
          await writeLocal(tx, 'checkout', checkout);
          return { outcome: 'authenticate' };
        }
        return complete(tx, emit, checkout, asLocalCard(card));
      }),

    authenticate: (id, approve) =>
      withEvents(async (tx, emit): Promise<PayResult> => {
        const checkout = await readCheckout(tx, id, true);
        if (!checkout || checkout.status !== 'open' || !checkout.awaitingAuthentication) return { outcome: 'closed', checkout };
        if (!approve) {
          checkout.awaitingAuthentication = null;
          await writeLocal(tx, 'checkout', checkout);
          return { outcome: 'declined', message: declineMessage('authentication_required') };
        }
        return complete(tx, emit, checkout, checkout.awaitingAuthentication);
      }),

    async advanceClock(days) {
      await moveLocalClock(db, days * 86_400);
      await this.runBilling();
      return localNow(db);
    },

    async runBilling() {
      await withEvents(async (tx, emit) => {
        // The clock row is the lock: one billing run at a time across servers.
        const now = await localNow(tx, true);
        for (const sub of await chargeableSubscriptions(tx)) await settle(tx, emit, sub, now);
      });
    },

    signedDelivery(payload) {
      return { body: Buffer.from(payload), signature: signStripeFormatEvent(payload, webhookSecret) };
    },
  };
}
