// The local provider's records (customers, checkouts, subscriptions, invoices): what each holds, their
// ids, and the monthly calendar. They are kept as JSON rows of local_payment_objects
// (local-object-repository.ts). Only the local provider reads these; the rest of the app knows them
// through the provider interface, as it knows Stripe's.
import { randomBytes } from 'node:crypto';
import type { SubscriptionStatus } from '@hiroba/contract';

/** A test card as the local provider keeps it: what it is and how its charges go. */
export interface LocalCard {
  brand: string;
  last4: string;
  /** fail: the first charge succeeds, every monthly renewal is refused (to try failures). */
  renewals: 'succeed' | 'fail';
}

export interface LocalCustomer {
  id: string;
  userId: number;
  email: string;
  card: LocalCard | null;
}

export interface LocalCheckout {
  id: string;
  purpose: 'subscribe' | 'update_card';
  userId: number;
  email: string;
  customerId: string | null;
  priceJpy: number;
  returnUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  subscriptionId: string | null;
  expiresAt: string;
  /** A card that asked for the second step (本人認証) and waits for it. */
  awaitingAuthentication: LocalCard | null;
}

export interface LocalSubscription {
  id: string;
  customerId: string;
  userId: number;
  status: SubscriptionStatus;
  priceJpy: number;
  periodStart: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  card: LocalCard | null;
  /** Refused renewal tries of the open invoice; the provider gives up after three. */
  failedAttempts: number;
  nextAttemptAt: string | null;
  openInvoiceId: string | null;
}

export interface LocalInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  amountJpy: number;
  status: 'paid' | 'open' | 'void';
  attemptCount: number;
  paidAt: string | null;
  periodStart: string;
  periodEnd: string;
  declineCode: string | null;
}

export interface LocalKinds {
  customer: LocalCustomer;
  checkout: LocalCheckout;
  subscription: LocalSubscription;
  invoice: LocalInvoice;
}
export type LocalKind = keyof LocalKinds;

const PREFIX: Record<LocalKind, string> = { customer: 'cus_local_', checkout: 'cs_local_', subscription: 'sub_local_', invoice: 'in_local_' };

export const newLocalId = (kind: LocalKind) => `${PREFIX[kind]}${randomBytes(12).toString('hex')}`;

/** The same day next month (the 31st becomes the month's last day), as monthly billing counts. */
export function addMonth(iso: string): string {
  const d = new Date(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString();
}
