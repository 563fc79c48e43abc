// invoice.*: a payment as the provider reports it, recorded once per invoice (paid stays paid
// whatever order the reports come in); the receipt or the failed-charge mail goes with the first
// report of each outcome.
import { lockMember } from '../membership-repository';
import type { PaymentDeps } from '../payment-deps';
import { failedChargeMail, receiptMail } from '../payment-mail';
import { paymentOf, upsertPayment } from '../payment-repository';
import { ENTITLED_STATUSES } from '../provider';
import type { SubscriptionSync } from '../subscription-sync';
import type { EventHandler } from './webhook-controller';

export function invoiceEventHandler({ config, db, mailer, notifier, provider }: PaymentDeps, syncSubscription: SubscriptionSync): EventHandler {
  const kind = provider.kind;
  return async (invoiceId, eventId) => {
    const invoice = await provider.getInvoice(invoiceId);
    const subscriptionId = invoice.subscriptionId;
    if (invoice.outcome === 'other' || !subscriptionId) return;
    const synced = await syncSubscription(subscriptionId, null, { reason: 'provider_event', eventId });
    if (!synced) return;
    const { userId } = synced;
    const mail = await db.transaction(async (tx) => {
      const user = await lockMember(tx, userId);
      if (!user || user.withdrawn_at) return null;
      const before = await paymentOf(tx, kind, invoice.id);
      // A paid invoice stays paid whatever order the reports come in.
      const status = invoice.outcome === 'paid' || before?.status === 'paid' ? 'paid' : 'failed';
      const paymentId = await upsertPayment(tx, {
        userId,
        provider: kind,
        invoice: { ...invoice, subscriptionId },
        status,
        failureMessage: status === 'paid' ? null : invoice.failureMessage,
      });
      if (before?.status === status) return null;
      const common = { to: user.email, siteUrl: config.siteUrl };
      if (status === 'paid') return receiptMail({ ...common, paymentId, amountJpy: invoice.amountJpy, paidAt: invoice.paidAt, periodEnd: invoice.periodEnd });
      // The mail says the provider retries and they stay paid meanwhile: not so once it has ended (a late report).
      if (before || !ENTITLED_STATUSES.includes(synced.sub.status)) return null;
      await notifier.notify({ type: 'payment.failed', userId }, tx);
      return failedChargeMail({ ...common, amountJpy: invoice.amountJpy });
    });
    if (mail) await mailer.send(mail);
  };
}
