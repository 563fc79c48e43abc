// The payments as the provider reported them (payments: one row per provider invoice), kept as
// accounting records, and the newest of them for the payment pages.
import type { PaymentStatus } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import type { ProviderInvoice, ProviderKind } from './provider';

export function paymentOf(tx: Queryable, provider: ProviderKind, providerPaymentId: string) {
  return tx.one<{ id: number; status: string }>('SELECT id, status FROM payments WHERE provider = $1 AND provider_payment_id = $2', [provider, providerPaymentId]);
}

/** Written as reported now, with the status decided by the caller; a paid time once known is kept. Answers the row's id. */
export async function upsertPayment(
  tx: Queryable,
  payment: { userId: number; provider: ProviderKind; invoice: ProviderInvoice & { subscriptionId: string }; status: 'paid' | 'failed'; failureMessage: string | null },
): Promise<number> {
  const { invoice } = payment;
  const row = await tx.one<{ id: number }>(
    `INSERT INTO payments (user_id, subscription_id, provider, provider_payment_id, amount_jpy, status, paid_at, period_start, period_end, failure_message)
     VALUES ($1, (SELECT id FROM subscriptions WHERE provider = $2 AND provider_subscription_id = $3), $2, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (provider, provider_payment_id) DO UPDATE SET status = EXCLUDED.status, amount_jpy = EXCLUDED.amount_jpy,
       paid_at = COALESCE(EXCLUDED.paid_at, payments.paid_at), failure_message = EXCLUDED.failure_message
     RETURNING id`,
    [payment.userId, payment.provider, invoice.subscriptionId, invoice.id, invoice.amountJpy, payment.status, invoice.paidAt, invoice.periodStart, invoice.periodEnd, payment.failureMessage],
  );
  return row!.id;
}

/** The person's payments, the newest first. */
export function recentPaymentsOf(db: Queryable, userId: number, limit: number) {
  return db.query<{ id: number; amount_jpy: number; status: PaymentStatus; paid_at: string | null; created_at: string; period_start: string | null; period_end: string | null; failure_message: string | null }>(
    `SELECT id, amount_jpy, status, paid_at, created_at, period_start, period_end, failure_message FROM payments
      WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
}
