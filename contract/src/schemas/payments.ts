// Paid membership calls (users/create_session … payment_succeeded): checkouts, the member's payment
// overview and the admin's permanent paid member. Amounts are whole yen (JPY has no minor unit).
import { Type } from 'typebox';
import {
  CHECKOUT_PURPOSES,
  type CheckoutPurpose,
  MEMBERSHIP_CHANGE_REASONS,
  MEMBERSHIP_STATUSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '../fields';
import { DateTime, Id, Nullable, StrictObject } from './common';

const Yen = Type.Integer({ minimum: 0 });
/** A provider's checkout session id (Stripe's cs_…, the local provider's cs_local_…). */
const SessionId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' });

export const PaymentProviderSchema = Type.Union([Type.Literal('stripe'), Type.Literal('local')]);

// ---- requests ----

/** One purpose of a checkout, as an enum of one (a wrong value is a wrong value, not a wrong type). */
const Purpose = <P extends CheckoutPurpose>(purpose: P) => Type.Enum([purpose]);
/**
 * POST users/create_session: a checkout to buy the membership (purpose omitted or 'subscribe'; `agree`
 * is the explicit agreement to the final confirmation 特定商取引法 12条の6 requires) or to replace the
 * card of a live one ('update_card', no agreement). The subscription is listed first: a body that
 * fits neither is answered with the errors of the nearer one (api-server's validation-messages.ts).
 */
export const CreateSessionBodySchema = Type.Union([
  StrictObject({ purpose: Type.Optional(Purpose('subscribe')), agree: Type.Literal(true) }),
  StrictObject({ purpose: Purpose('update_card'), agree: Type.Optional(Type.Literal(true)) }),
]);
export const GetSessionQuerySchema = StrictObject({ sessionId: SessionId });
export const RegisterPaidMemberBodySchema = StrictObject({ session_id: SessionId });
/** A former paid member with a card on file subscribes again after the same confirmation. */
export const CreateSubscriptionBodySchema = StrictObject({ agree: Type.Literal(true) });
/** 解約 (cancel at the end of the paid period) or taking it back before then. */
export const CancelSubscriptionBodySchema = StrictObject({
  action: Type.Optional(Type.Union([Type.Literal('cancel'), Type.Literal('resume')])),
});
/** Admins read another person's overview with user_id. */
export const PaymentOverviewQuerySchema = StrictObject({ user_id: Type.Optional(Id) });
export const PermanentPaidMemberBodySchema = StrictObject({ user_id: Id });
/** Test mode of the local provider: its clock runs ahead by this many days. */
export const AdvanceClockBodySchema = StrictObject({ days: Type.Integer({ minimum: 1, maximum: 400 }) });

// ---- responses ----

/** Where the card is typed: the local provider's page (url) or Stripe's embedded form (client_secret). */
export const CheckoutSessionSchema = Type.Object({
  session_id: Type.String(),
  provider: PaymentProviderSchema,
  purpose: Type.Enum(CHECKOUT_PURPOSES),
  url: Nullable(Type.String()),
  client_secret: Nullable(Type.String()),
  expires_at: Nullable(DateTime),
});

/** A checkout as the provider reports it now. */
export const CheckoutStateSchema = Type.Object({
  session_id: Type.String(),
  purpose: Type.Enum(CHECKOUT_PURPOSES),
  status: Type.Union([Type.Literal('open'), Type.Literal('complete'), Type.Literal('expired')]),
  paid: Type.Boolean(),
});

export const CardSchema = Type.Object({ brand: Type.String(), last4: Type.String() });

export const SubscriptionSchema = Type.Object({
  status: Type.Enum(SUBSCRIPTION_STATUSES),
  price_jpy: Yen,
  current_period_end: Nullable(DateTime),
  /** When and how much the next monthly charge is (null when none will be made). */
  next_charge_at: Nullable(DateTime),
  next_charge_jpy: Nullable(Yen),
  cancel_at_period_end: Type.Boolean(),
  canceled_at: Nullable(DateTime),
  card: Nullable(CardSchema),
  payment_failed: Type.Boolean(),
});

export const PaymentSchema = Type.Object({
  id: Type.Integer(),
  amount_jpy: Yen,
  status: Type.Enum(PAYMENT_STATUSES),
  paid_at: Nullable(DateTime),
  created_at: DateTime,
  period_start: Nullable(DateTime),
  period_end: Nullable(DateTime),
  failure_message: Nullable(Type.String()),
  /** The consumption tax included in amount_jpy, and its rate. */
  tax_rate_percent: Type.Integer(),
  tax_jpy: Yen,
  /** Printed on the receipt, e.g. R-000123. */
  receipt_number: Type.String(),
});

export const MembershipChangeSchema = Type.Object({
  id: Type.Integer(),
  from_status: Type.Enum(MEMBERSHIP_STATUSES),
  to_status: Type.Enum(MEMBERSHIP_STATUSES),
  reason: Type.Enum(MEMBERSHIP_CHANGE_REASONS),
  /** The provider's event that made the change (reason provider_event). */
  provider_event_id: Nullable(Type.String()),
  /** The admin who did it (reason admin). */
  actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: DateTime,
});

/** GET users/get_payment_and_subscription: everything the payment pages show, and what may be done. */
export const PaymentOverviewSchema = Type.Object({
  user_id: Type.Integer(),
  membership: Nullable(Type.Object({ status: Type.Enum(MEMBERSHIP_STATUSES) })),
  /** Made permanent: when and by whom (null otherwise). */
  permanent: Nullable(Type.Object({ at: Nullable(DateTime), by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })) })),
  subscription: Nullable(SubscriptionSchema),
  /** The card kept at the provider (a former paid member can subscribe again with it). */
  card_on_file: Nullable(CardSchema),
  payments: Type.Array(PaymentSchema),
  changes: Type.Array(MembershipChangeSchema),
  /** Who issues the receipts: the operator and its 適格請求書発行事業者 registration number, when set. */
  receipt_issuer: Type.Object({ name: Type.String(), registration_number: Nullable(Type.String()) }),
  capabilities: Type.Object({
    can_subscribe: Type.Boolean(),
    can_resubscribe_with_card: Type.Boolean(),
    can_cancel: Type.Boolean(),
    can_resume: Type.Boolean(),
    can_update_card: Type.Boolean(),
    /** Admins only: 永久有料会員にする. */
    can_make_permanent: Type.Boolean(),
  }),
});

/** The webhook's answer: whether this delivery applied the event or found it done already. */
export const WebhookResultSchema = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
export const ClockSchema = Type.Object({ now: DateTime });
