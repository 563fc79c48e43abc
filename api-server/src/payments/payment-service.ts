// Paid membership, as the routes and jobs call it: one facade over small parts, built once.
// Paid status is never taken from the browser's return alone: every path reads the checkout,
// subscription or invoice back from the provider and applies what it says now, so events that come
// twice, late or out of order leave the same result (docs/payments.md).
//   checkout-service.ts        checkouts: made, read back, confirmed on the person's return
//   subscription-service.ts    subscribing again with the kept card, 解約 and taking it back, renewals stopped
//   permanent-membership.ts    the admin's 永久有料会員にする
//   plan-ending.ts             plans ended at once (permanent members, 退会) and the customer forgotten
//   webhook/                   the provider's events: the controller and one handler per kind of object
//   ended-period-check.ts      the scheduled check for periods that ended without news
//   payment-overview.ts        what the payment pages read
// The SQL is in the *-repository.ts files beside them.
import type { Actor } from '../policy/rules';
import { createCheckoutIntake } from './checkout-intake';
import { createCheckoutService } from './checkout-service';
import { createEndedPeriodCheck } from './ended-period-check';
import type { LocalProvider } from './local/local-provider';
import type { PaymentDeps } from './payment-deps';
import { readOverview } from './payment-overview';
import { createPermanentMembership } from './permanent-membership';
import { createPlanEnding } from './plan-ending';
import { createSubscriptionService } from './subscription-service';
import { createSubscriptionSync } from './subscription-sync';
import { checkoutEventHandler } from './webhook/checkout-event';
import { invoiceEventHandler } from './webhook/invoice-event';
import { subscriptionEventHandler } from './webhook/subscription-event';
import { createWebhookController } from './webhook/webhook-controller';

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService(deps: PaymentDeps) {
  const { provider } = deps;
  const syncSubscription = createSubscriptionSync(deps);
  const takeInCheckout = createCheckoutIntake(deps, syncSubscription);
  const checkouts = createCheckoutService(deps, takeInCheckout);
  const subscriptions = createSubscriptionService(deps);
  const plans = createPlanEnding(deps);
  const permanent = createPermanentMembership(deps, plans);

  return {
    /** The local provider's own operations (its checkout page, its clock), when it is the one in use. */
    local: provider.kind === 'local' ? (provider as LocalProvider) : null,
    createSession: checkouts.createSession,
    getSession: checkouts.getSession,
    registerPaidMember: checkouts.registerPaidMember,
    createSubscription: subscriptions.createSubscription,
    overview: (actor: Actor, userId?: number) => readOverview(deps, actor, userId),
    cancel: subscriptions.cancel,
    makePermanent: permanent.makePermanent,
    receiveWebhook: createWebhookController(deps, {
      checkout: checkoutEventHandler(deps, takeInCheckout),
      subscription: subscriptionEventHandler(syncSubscription),
      invoice: invoiceEventHandler(deps, syncSubscription),
    }),
    checkEndedPeriods: createEndedPeriodCheck(deps, syncSubscription, permanent),
    stopRenewals: subscriptions.stopRenewals,
    endCustomer: plans.endCustomer,
  };
}
