// One interface for the payment provider; two implementations: Stripe (stripe-provider.ts) and the
// local test provider (local/local-provider.ts), the embedded default. The payment service speaks
// only this, so the rules (paid status, history, mail) are written once. Amounts are whole yen.
import type { CheckoutPurpose, SubscriptionStatus } from '@hiroba/contract';

export type ProviderKind = 'stripe' | 'local';

export interface Card {
  brand: string;
  last4: string;
}

export interface CheckoutRequest {
  userId: number;
  email: string;
  purpose: CheckoutPurpose;
  priceJpy: number;
  /** The person's customer at the provider when they have one (a former member, a card change). */
  customerId: string | null;
  /** Where the person comes back, a path of the site; `{CHECKOUT_SESSION_ID}` is replaced by the provider. */
  returnPath: string;
  /** Where "give up" leads (the local provider's page; Stripe's embedded form has no such link). */
  cancelPath: string;
}

export interface ProviderCheckout {
  id: string;
  purpose: CheckoutPurpose;
  status: 'open' | 'complete' | 'expired';
  /** The first month is paid (subscribe) or the card was saved (update_card). */
  paid: boolean;
  /** The local provider's page to send the person to. */
  url: string | null;
  /** Stripe's embedded form is opened with this. */
  clientSecret: string | null;
  expiresAt: Date | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** Our user id, as given when the checkout was made. */
  userId: number | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** Our user id from the subscription's metadata. */
  userId: number | null;
  status: SubscriptionStatus;
  priceJpy: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  card: Card | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  amountJpy: number;
  /** paid; failed: a charge was tried and refused (the provider may try again); other: nothing to record. */
  outcome: 'paid' | 'failed' | 'other';
  paidAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  failureMessage: string | null;
}

/** A verified event: what happened to which object. The object is always read back from the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  object: { kind: 'checkout' | 'subscription' | 'invoice' | 'other'; id: string | null };
}

export interface PaymentProvider {
  kind: ProviderKind;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  getCheckout(id: string): Promise<ProviderCheckout>;
  /** The card a completed update_card checkout saved, made the customer's and their subscription's card. */
  applyCardFromCheckout(checkout: ProviderCheckout, subscriptionId: string | null): Promise<Card | null>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  getInvoice(id: string): Promise<ProviderInvoice>;
  getCustomerCard(customerId: string): Promise<Card | null>;
  /** Charges the customer's saved card for a new subscription now; a refused card throws PaymentDeclined. */
  subscribeWithSavedCard(input: { customerId: string; userId: number; priceJpy: number }): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends it now, with no further charge (a permanent paid member, a withdrawal). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Deletes the customer, with their e-mail and saved cards, at the provider (退会); one already gone is fine. */
  forgetCustomer(customerId: string): Promise<void>;
  /** Checks the signature on the raw body; a bad one throws InvalidSignature. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}

/** The card was refused; the message is for the person (Japanese). */
export class PaymentDeclined extends Error {}
export class InvalidSignature extends Error {}
/** The provider could not be reached or failed; nothing was changed on our side. */
export class ProviderUnavailable extends Error {}

/** Subscriptions that give paid status: paid up, or a failed renewal the provider is still retrying. */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/** Subscriptions that still charge or may charge: cancel them before they charge again. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused'];
