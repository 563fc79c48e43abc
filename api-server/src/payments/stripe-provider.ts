// Stripe behind the provider interface, with the official SDK: Checkout sessions shown in the page
// (ui_mode embedded_page, opened by Stripe.js with the client secret), monthly subscriptions on one
// product, and webhook events checked on the raw body. JPY has no minor unit: ¥550 is sent as 550.
// STRIPE_API_URL points the SDK at another server (the tests' stand-in); it is refused in production.
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@hiroba/contract';
import Stripe from 'stripe';
import type { PaymentConfig } from '../config';
import {
  PaymentDeclined,
  ProviderUnavailable,
  type Card,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderInvoice,
  type ProviderSubscription,
} from './provider';
import { declineMessage } from './decline-messages';
import { verifyStripeFormatEvent } from './event-format';

/** The one product every monthly price belongs to (created on first use). */
export const STRIPE_PRODUCT_ID = 'hiroba_paid_membership';
const PRODUCT_NAME = '障害福祉Q&Aひろば 有料会員（月額）';

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);
const userIdOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): Card | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** A status Stripe may add later is read as the nearest one we know: not paying. */
const subscriptionStatus = (status: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'incomplete';

/** Yen only: a price in another currency is a configuration mistake we must not show as yen. */
function yen(amount: number | null | undefined, currency: string | null | undefined): number {
  if (currency !== 'jpy') throw new ProviderUnavailable(`unexpected currency ${currency}`);
  return amount ?? 0;
}

/** Stripe's errors as ours: a refused card for the person, anything else as "try again later". */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(declineMessage(error.decline_code ?? error.code));
    throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
  }
}

/** `siteUrl`: Stripe needs absolute return addresses. */
export function createStripeProvider(config: PaymentConfig, siteUrl: string): PaymentProvider {
  const url = config.stripeApiUrl;
  const stripe = new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(url && { host: url.hostname, port: url.port, protocol: url.protocol === 'http:' ? 'http' : 'https' }),
  });

  let product: Promise<string> | null = null;
  /** The product's id, created on first use (and kept once it exists). */
  function productId(): Promise<string> {
    product ??= (async () => {
      try {
        return (await stripe.products.retrieve(STRIPE_PRODUCT_ID)).id;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') throw error;
        try {
          return (await stripe.products.create({ id: STRIPE_PRODUCT_ID, name: PRODUCT_NAME })).id;
        } catch (raced) {
          // Another server created it at the same moment.
          if (raced instanceof Stripe.errors.StripeInvalidRequestError && raced.code === 'resource_already_exists') return STRIPE_PRODUCT_ID;
          throw raced;
        }
      }
    })().catch((error) => {
      product = null;
      throw error;
    });
    return product;
  }

  const monthly = async (priceJpy: number) => ({
    currency: 'jpy',
    product: await productId(),
    // Whole yen: JPY is a zero-decimal currency for Stripe.
    unit_amount: priceJpy,
    recurring: { interval: 'month' as const },
  });

  function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
    const purpose = session.mode === 'setup' ? 'update_card' : 'subscribe';
    return {
      id: session.id,
      purpose,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paid: session.status === 'complete' && (session.payment_status === 'paid' || (purpose === 'update_card' && session.payment_status === 'no_payment_required')),
      url: null,
      clientSecret: session.client_secret,
      expiresAt: date(session.expires_at),
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      userId: userIdOf(session.client_reference_id),
    };
  }

  function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    const item = subscription.items.data[0];
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer),
      userId: userIdOf(subscription.metadata?.user_id),
      status: subscriptionStatus(subscription.status),
      priceJpy: yen(item?.price.unit_amount, item?.price.currency),
      currentPeriodStart: date(item?.current_period_start),
      currentPeriodEnd: date(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      canceledAt: date(subscription.canceled_at),
      card: cardOf(subscription.default_payment_method),
    };
  }

  const expandCard = { expand: ['default_payment_method'] };

  async function firstCard(customerId: string): Promise<Stripe.PaymentMethod | null> {
    const methods = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 });
    return methods.data[0] ?? null;
  }

  return {
    kind: 'stripe',

    createCheckout: (request: CheckoutRequest) =>
      call(async () => {
        const common = {
          ui_mode: 'embedded_page' as const,
          return_url: `${siteUrl}${request.returnPath}`,
          client_reference_id: String(request.userId),
          metadata: { user_id: String(request.userId), purpose: request.purpose },
        };
        const session =
          request.purpose === 'update_card'
            ? await stripe.checkout.sessions.create({ ...common, mode: 'setup', currency: 'jpy', customer: request.customerId ?? undefined })
            : await stripe.checkout.sessions.create({
                ...common,
                mode: 'subscription',
                ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
                line_items: [{ quantity: 1, price_data: await monthly(request.priceJpy) }],
                subscription_data: { metadata: { user_id: String(request.userId) } },
              });
        return toCheckout(session);
      }),

    getCheckout: (id) => call(async () => toCheckout(await stripe.checkout.sessions.retrieve(id))),

    applyCardFromCheckout: (checkout, subscriptionId) =>
      call(async () => {
        const session = await stripe.checkout.sessions.retrieve(checkout.id, { expand: ['setup_intent.payment_method'] });
        const intent = session.setup_intent;
        const method = intent && typeof intent !== 'string' ? intent.payment_method : null;
        const methodId = idOf(method);
        if (!methodId || !checkout.customerId) return null;
        await stripe.customers.update(checkout.customerId, { invoice_settings: { default_payment_method: methodId } });
        if (subscriptionId) await stripe.subscriptions.update(subscriptionId, { default_payment_method: methodId });
        return cardOf(method);
      }),

    getSubscription: (id) => call(async () => toSubscription(await stripe.subscriptions.retrieve(id, expandCard))),

    getInvoice: (id) =>
      call(async (): Promise<ProviderInvoice> => {
        const invoice = await stripe.invoices.retrieve(id);
        const line = invoice.lines?.data[0];
        const paid = invoice.status === 'paid';
        return {
          id: invoice.id,
          subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
          customerId: idOf(invoice.customer),
          amountJpy: yen(paid ? invoice.amount_paid : invoice.amount_due, invoice.currency),
          outcome: paid ? 'paid' : invoice.status === 'open' && invoice.attempt_count > 0 ? 'failed' : 'other',
          paidAt: date(invoice.status_transitions?.paid_at),
          periodStart: date(line?.period.start ?? invoice.period_start),
          periodEnd: date(line?.period.end ?? invoice.period_end),
          failureMessage: paid ? null : declineMessage(null),
        };
      }),

    getCustomerCard: (customerId) => call(async () => cardOf(await firstCard(customerId))),

    subscribeWithSavedCard: ({ customerId, userId, priceJpy }) =>
      call(async () => {
        const method = await firstCard(customerId);
        if (!method) throw new PaymentDeclined(declineMessage('no_card'));
        const subscription = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price_data: await monthly(priceJpy) }],
          default_payment_method: method.id,
          metadata: { user_id: String(userId) },
          // A refused card fails the call instead of leaving an unpaid subscription behind.
          payment_behavior: 'error_if_incomplete',
          ...expandCard,
        });
        return toSubscription(subscription);
      }),

    setCancelAtPeriodEnd: (id, cancel) =>
      call(async () => toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel, ...expandCard }))),

    cancelNow: (id) => call(async () => toSubscription(await stripe.subscriptions.cancel(id, expandCard))),

    forgetCustomer: (id) =>
      call(async () => {
        try {
          await stripe.customers.del(id);
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') throw error;
        }
      }),

    verifyEvent: (rawBody, signature) => verifyStripeFormatEvent(rawBody, signature, config.stripeWebhookSecret),
  };
}
