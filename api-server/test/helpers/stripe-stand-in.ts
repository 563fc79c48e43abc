// A stand-in for the part of Stripe's REST API that src/payments/stripe-provider.ts calls. The app's
// own Stripe SDK talks to it over HTTP (STRIPE_API_URL), so what is tested is what the SDK really
// sends (form-encoded, bracket notation) and really reads back (Stripe's JSON, the API version the SDK
// pins, 2026-10-28.endive: the period on the subscription item, the subscription under the invoice's
// `parent`). State is in memory. The test plays the parts nobody can play offline with the controls
// at the end: the person paying in the embedded form, Stripe's monthly charges and its retries, and
// the signed events Stripe would then send to the webhook. Only the fields the app reads, and the
// ones that make an object recognisable, are filled in; it checks only what Stripe would refuse and
// the app could plausibly get wrong.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// Stripe's objects are JSON; typing every field would be a copy of the SDK's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query (GET and DELETE carry their parameters there) and the form body, brackets unfolded; values stay strings as sent. */
  query: Obj;
  body: Obj;
  apiVersion: string | undefined;
  userAgent: string | undefined;
}

export interface TestCard {
  brand: string;
  last4: string;
}

export const TEST_CARDS = {
  visa: { brand: 'visa', last4: '4242' },
  mastercard: { brand: 'mastercard', last4: '4444' },
} satisfies Record<string, TestCard>;

/** Stripe's words for a refused charge (the SDK hands them on; the app shows its own Japanese). */
const DECLINE_TEXT: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

class ApiError extends Error {
  readonly status: number;
  readonly error: Obj;
  constructor(status: number, error: Obj) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

const invalid = (message: string, param?: string, status = 400, code?: string) =>
  new ApiError(status, { type: 'invalid_request_error', message, ...(param && { param }), ...(code && { code }) });
const missing = (param: string) => invalid(`Missing required param: ${param}.`, param, 400, 'parameter_missing');

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Stripe-like ids: a prefix, test mode, letters and digits (the contract allows [A-Za-z0-9_]). */
const newId = (prefix: string) => `${prefix}_test_${[...randomBytes(24)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });

/**
 * `a[b][0][c]=1&expand[]=x` as Stripe reads it: { a: { b: [{ c: '1' }] }, expand: ['x'] }. The SDK
 * writes arrays with indexes (`expand[0]=`); `[]` is accepted too, as Stripe does.
 */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    parts.forEach((part, i) => {
      const field = part === '' && Array.isArray(node) ? String(node.length) : part;
      if (i === parts.length - 1) {
        node[field] = value;
      } else {
        node[field] ??= /^\d*$/.test(parts[i + 1]) ? [] : {};
        node = node[field];
      }
    });
  }
  return root;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT once started: the app's STRIPE_API_URL. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Requests to an address the stand-in does not know: the app called something not covered here. */
  readonly unrecognized: string[];
  start(): Promise<string>;
  stop(): Promise<void>;
  /** Forgets customers, checkouts, subscriptions and invoices and the request log; the product stays, as in a real account. */
  reset(): void;
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** The object as Stripe holds it now (a copy, nothing expanded). */
  get(id: string): Obj;
  /** Stripe no longer holds the object (deleted in the dashboard, say). */
  forget(id: string): void;

  /** The person fills in the embedded form and pays (subscribe) or saves the card (update_card). */
  completeCheckout(sessionId: string, card?: TestCard): { customerId: string; paymentMethodId: string; subscriptionId: string | null; invoiceId: string | null };
  /** The person's card is refused in the embedded form: Stripe shows the error there; the checkout stays open and nothing is made. */
  declineCheckout(sessionId: string): void;
  /** From now on the customer's saved cards are refused when charged (a card that was cancelled or has no funds left). */
  refuseCharges(customerId: string, declineCode?: string): void;
  /** The next month is charged and paid: a new paid invoice, the period a month later. */
  renew(subscriptionId: string): Obj;
  /** The monthly charge is refused: the first time a new open invoice and past_due, then one more attempt on it. */
  failRenewal(subscriptionId: string): Obj;
  /** Stripe stops retrying and ends the subscription (canceled), or leaves it unpaid, as the account's settings say. */
  giveUp(subscriptionId: string, status?: 'canceled' | 'unpaid'): Obj;
  /**
   * Work done after a request took effect and before its answer is sent (say, Stripe's event about a
   * change arriving before the answer to the call that made it); `reset` removes it.
   */
  beforeAnswering(hook: (request: RecordedRequest) => Promise<void>): void;
  /** An event about the object as it is now, as Stripe would post it: the body and its Stripe-Signature header. */
  event(type: string, objectId: string, options?: { secret?: string; id?: string }): StripeTestEvent;
}

export interface StripeTestEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

export function createStripeStandIn(options: { secretKey: string; webhookSecret: string }): StripeStandIn {
  const objects = new Map<string, Obj>();
  /** What Stripe keeps but does not show on the session: the line items and the subscription's data. */
  const checkoutInputs = new Map<string, { lines: Array<{ price: Obj; quantity: number }>; subscriptionMetadata: Obj }>();
  /** Payment methods whose charges are refused, with the decline code. */
  const refusing = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const unrecognized: string[] = [];
  let server: Server | null = null;
  let url = '';
  let beforeAnswer: ((request: RecordedRequest) => Promise<void>) | null = null;

  const put = (object: Obj) => {
    objects.set(object.id, object);
    return object;
  };
  function find(kind: string, id: string): Obj {
    const object = objects.get(id);
    if (!object || object.object !== kind) throw invalid(`No such ${kind}: '${id}'`, 'id', 404, 'resource_missing');
    return object;
  }
  function must(kind: string, id: string): Obj {
    const object = objects.get(id);
    if (!object || object.object !== kind) throw new Error(`stand-in: no ${kind} ${id}`);
    return object;
  }

  /** A copy with the `expand` paths replaced by the objects they name (`setup_intent.payment_method`). */
  function expanded(object: Obj, paths: unknown): Obj {
    const copy = structuredClone(object);
    for (const path of Array.isArray(paths) ? paths : []) {
      let target: Obj | null = copy;
      for (const field of String(path).split('.')) {
        if (!target || typeof target !== 'object') break;
        if (!(field in target)) throw invalid(`This property cannot be expanded (${field}).`, 'expand');
        if (typeof target[field] === 'string') target[field] = structuredClone(objects.get(target[field]) ?? target[field]);
        target = target[field];
      }
    }
    return copy;
  }

  /** An inline price (price_data): Stripe makes an inactive price object of it. JPY has no minor unit. */
  function priceFrom(data: Obj | undefined, param: string): Obj {
    if (!data) throw missing(param);
    if (!data.currency) throw missing(`${param}[currency]`);
    if (!/^\d+$/.test(data.unit_amount ?? '')) throw invalid(`Invalid integer: ${data.unit_amount}`, `${param}[unit_amount]`);
    if (!data.product) throw missing(`${param}[product]`);
    find('product', data.product);
    if (!['day', 'week', 'month', 'year'].includes(data.recurring?.interval)) throw missing(`${param}[recurring][interval]`);
    return put({
      id: newId('price'),
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created: nowSeconds(),
      currency: String(data.currency).toLowerCase(),
      livemode: false,
      metadata: {},
      product: data.product,
      recurring: { interval: data.recurring.interval, interval_count: Number(data.recurring.interval_count ?? 1), usage_type: 'licensed', meter: null },
      type: 'recurring',
      unit_amount: Number(data.unit_amount),
      unit_amount_decimal: String(data.unit_amount),
    });
  }

  function paymentMethodOf(customerId: string, id: string | undefined, param: string): Obj {
    if (!id) throw missing(param);
    const method = objects.get(id);
    if (!method || method.object !== 'payment_method') throw invalid(`No such PaymentMethod: '${id}'`, param, 400, 'resource_missing');
    if (method.customer !== customerId) throw invalid(`The payment method ${id} does not belong to the customer ${customerId}.`, param);
    return method;
  }

  function cardError(declineCode: string, methodId: string): ApiError {
    return new ApiError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message: DECLINE_TEXT[declineCode] ?? DECLINE_TEXT.generic_decline,
      charge: newId('ch'),
      payment_method: { id: methodId, object: 'payment_method' },
      doc_url: 'https://docs.stripe.com/error-codes/card-declined',
    });
  }

  function newCustomer(email: string | null): Obj {
    return put({
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: {},
    });
  }

  function newPaymentMethod(customerId: string, card: TestCard): Obj {
    return put({
      id: newId('pm'),
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: card.brand, display_brand: card.brand, country: 'JP', exp_month: 12, exp_year: 2034, funding: 'credit', last4: card.last4 },
      created: nowSeconds(),
      customer: customerId,
      livemode: false,
      metadata: {},
      type: 'card',
    });
  }

  /**
   * An invoice for the subscription's current period. For subscriptions Stripe's invoice-level
   * period is the one before (both equal to the creation time on the first invoice); the period
   * paid for is on the line, which is what the app must read.
   */
  function newInvoice(subscription: Obj, paid: boolean, billingReason: string, previous: { start: number; end: number } | null): Obj {
    const item = subscription.items.data[0];
    const amount = item.price.unit_amount * item.quantity;
    const now = nowSeconds();
    const id = newId('in');
    return put({
      id,
      object: 'invoice',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      created: now,
      currency: subscription.currency,
      customer: subscription.customer,
      lines: list(
        [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: subscription.currency,
            description: `${item.quantity} × (at ¥${item.price.unit_amount} / month)`,
            invoice: id,
            parent: { type: 'subscription_item_details', subscription_item_details: { subscription: subscription.id, subscription_item: item.id, proration: false } },
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: item.price.unit_amount_decimal },
            quantity: item.quantity,
          },
        ],
        `/v1/invoices/${id}/lines`,
      ),
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : now + 3 * 86_400,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      period_start: previous?.start ?? now,
      period_end: previous?.end ?? now,
      status: paid ? 'paid' : 'open',
      status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: paid ? now : null, voided_at: null },
      subtotal: amount,
      total: amount,
    });
  }

  function newSubscription(input: { customerId: string; methodId: string; price: Obj; quantity: number; metadata: Obj }): Obj {
    const now = nowSeconds();
    const id = newId('sub');
    return put({
      id,
      object: 'subscription',
      billing_cycle_anchor: now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: input.price.currency,
      customer: input.customerId,
      default_payment_method: input.methodId,
      ended_at: null,
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: now,
            current_period_start: now,
            current_period_end: addMonth(now),
            metadata: {},
            price: input.price,
            quantity: input.quantity,
            subscription: id,
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: false,
      metadata: input.metadata,
      pause_collection: null,
      start_date: now,
      status: 'active',
      trial_end: null,
      trial_start: null,
    });
  }

  /** Moves the subscription into its next month; answers the month that ended. */
  function nextPeriod(subscription: Obj) {
    const item = subscription.items.data[0];
    const previous = { start: item.current_period_start, end: item.current_period_end };
    item.current_period_start = previous.end;
    item.current_period_end = addMonth(previous.end);
    return previous;
  }

  function setCancelAtPeriodEnd(subscription: Obj, cancel: boolean) {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.items.data[0].current_period_end : null;
    subscription.canceled_at = cancel ? nowSeconds() : null;
    subscription.cancellation_details.reason = cancel ? 'cancellation_requested' : null;
  }

  function end(subscription: Obj, reason: string) {
    subscription.status = 'canceled';
    subscription.canceled_at ??= nowSeconds();
    subscription.ended_at = nowSeconds();
    subscription.cancellation_details.reason = reason;
  }

  const routes: Array<[string, RegExp, (params: string[], query: Obj, body: Obj) => Obj]> = [
    ['GET', /^\/v1\/products\/([^/]+)$/, ([id], query) => expanded(find('product', id), query.expand)],
    [
      'POST',
      /^\/v1\/products$/,
      (_, __, body) => {
        if (!body.name) throw missing('name');
        const id = body.id ?? newId('prod');
        if (objects.has(id)) throw invalid(`Product already exists.`, 'id', 400, 'resource_already_exists');
        return put({ id, object: 'product', active: true, created: nowSeconds(), livemode: false, metadata: body.metadata ?? {}, name: body.name, type: 'service' });
      },
    ],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      ([id], _, body) => {
        const product = find('product', id);
        if (body.name) product.name = body.name;
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_, __, body) => {
        const mode = body.mode;
        if (!['payment', 'setup', 'subscription'].includes(mode)) throw missing('mode');
        const uiMode = body.ui_mode ?? 'hosted_page';
        if (uiMode === 'embedded_page') {
          // An embedded session returns to return_url; success_url and cancel_url are for hosted pages.
          if (!body.return_url) throw invalid('return_url is required when ui_mode is `embedded_page`.', 'return_url');
          if (body.success_url || body.cancel_url) throw invalid('success_url and cancel_url cannot be used with ui_mode `embedded_page`.', 'success_url');
        }
        if (body.return_url && !URL.canParse(String(body.return_url).replace('{CHECKOUT_SESSION_ID}', 'x'))) throw invalid('Not a valid URL', 'return_url', 400, 'url_invalid');
        if (body.customer && body.customer_email) throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
        if (body.customer) find('customer', body.customer);
        const lines: Array<{ price: Obj; quantity: number }> = [];
        if (mode === 'subscription') {
          if (!Array.isArray(body.line_items) || body.line_items.length === 0) throw missing('line_items');
          body.line_items.forEach((item: Obj, i: number) => lines.push({ price: priceFrom(item.price_data, `line_items[${i}][price_data]`), quantity: Number(item.quantity ?? 1) }));
        }
        if (mode === 'setup' && !body.currency) throw missing('currency');
        const currency = mode === 'setup' ? body.currency : lines[0].price.currency;
        const amount = lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
        const created = nowSeconds();
        const id = newId('cs');
        // A setup session has its SetupIntent from the start; it gets the card when the form is filled in.
        const setupIntent =
          mode === 'setup'
            ? put({ id: newId('seti'), object: 'setup_intent', created, customer: body.customer ?? null, livemode: false, payment_method: null, status: 'requires_payment_method', usage: 'off_session' })
            : null;
        checkoutInputs.set(id, { lines, subscriptionMetadata: body.subscription_data?.metadata ?? {} });
        return put({
          id,
          object: 'checkout.session',
          amount_subtotal: amount,
          amount_total: amount,
          cancel_url: body.cancel_url ?? null,
          client_reference_id: body.client_reference_id ?? null,
          client_secret: uiMode === 'hosted_page' ? null : `${id}_secret_${newId('x').slice(7)}`,
          created,
          currency,
          customer: body.customer ?? null,
          customer_details: null,
          customer_email: body.customer_email ?? null,
          expires_at: created + 24 * 3600,
          invoice: null,
          livemode: false,
          metadata: body.metadata ?? {},
          mode,
          payment_intent: null,
          payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
          redirect_on_completion: uiMode === 'embedded_page' ? (body.redirect_on_completion ?? 'always') : undefined,
          return_url: body.return_url,
          setup_intent: setupIntent?.id ?? null,
          status: 'open',
          subscription: null,
          success_url: body.success_url ?? null,
          ui_mode: uiMode,
          url: uiMode === 'hosted_page' ? `https://checkout.stripe.com/c/pay/${id}` : null,
        });
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, ([id], query) => expanded(find('checkout.session', id), query.expand)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ([id], _, body) => {
        const customer = find('customer', id);
        const method = body.invoice_settings?.default_payment_method;
        if (method !== undefined) customer.invoice_settings.default_payment_method = method === '' ? null : paymentMethodOf(id, method, 'invoice_settings[default_payment_method]').id;
        if (body.email !== undefined) customer.email = body.email;
        return expanded(customer, body.expand);
      },
    ],
    [
      'DELETE',
      /^\/v1\/customers\/([^/]+)$/,
      ([id]) => {
        find('customer', id);
        // As Stripe does: the customer's subscriptions end at once and their cards go with them.
        for (const object of objects.values()) {
          if (object.object === 'subscription' && object.customer === id && object.status !== 'canceled') end(object, 'cancellation_requested');
        }
        for (const [methodId, object] of objects) if (object.object === 'payment_method' && object.customer === id) objects.delete(methodId);
        objects.delete(id);
        return { id, object: 'customer', deleted: true };
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      ([id], query) => {
        find('customer', id);
        const methods = [...objects.values()]
          .filter((o) => o.object === 'payment_method' && o.customer === id && (!query.type || o.type === query.type))
          .reverse(); // newest first
        const limit = Number(query.limit ?? 10);
        return { ...list(methods.slice(0, limit), `/v1/customers/${id}/payment_methods`), has_more: methods.length > limit };
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([id], query) => expanded(find('subscription', id), query.expand)],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_, __, body) => {
        if (!body.customer) throw missing('customer');
        find('customer', body.customer);
        if (!Array.isArray(body.items) || body.items.length === 0) throw missing('items');
        const price = priceFrom(body.items[0].price_data, 'items[0][price_data]');
        const method = paymentMethodOf(body.customer, body.default_payment_method, 'default_payment_method');
        const declined = refusing.get(method.id);
        // error_if_incomplete: a refused first charge is a 402 and no subscription is left behind.
        if (declined && body.payment_behavior === 'error_if_incomplete') throw cardError(declined, method.id);
        const subscription = newSubscription({ customerId: body.customer, methodId: method.id, price, quantity: Number(body.items[0].quantity ?? 1), metadata: body.metadata ?? {} });
        // Otherwise (allow_incomplete, Stripe's default) a refused charge leaves it incomplete with an open invoice.
        if (declined) subscription.status = 'incomplete';
        subscription.latest_invoice = newInvoice(subscription, !declined, 'subscription_create', null).id;
        return expanded(subscription, body.expand);
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], _, body) => {
        const subscription = find('subscription', id);
        if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.', undefined);
        if (body.cancel_at_period_end !== undefined) setCancelAtPeriodEnd(subscription, body.cancel_at_period_end === 'true');
        if (body.default_payment_method !== undefined) {
          subscription.default_payment_method = paymentMethodOf(subscription.customer, body.default_payment_method, 'default_payment_method').id;
        }
        return expanded(subscription, body.expand);
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], query) => {
        const subscription = find('subscription', id);
        end(subscription, 'cancellation_requested');
        return expanded(subscription, query.expand);
      },
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, ([id], query) => expanded(find('invoice', id), query.expand)],
  ];

  function answer(request: IncomingMessage, rawBody: string): { status: number; body: Obj } {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const query = parseStripeForm(address.search.slice(1));
    const body = parseStripeForm(rawBody);
    requests.push({
      method,
      path: address.pathname,
      query,
      body,
      apiVersion: request.headers['stripe-version'] as string | undefined,
      userAgent: request.headers['user-agent'],
    });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    for (const [routeMethod, pattern, handle] of routes) {
      const match = routeMethod === method ? pattern.exec(address.pathname) : null;
      if (!match) continue;
      try {
        return { status: 200, body: handle(match.slice(1).map(decodeURIComponent), query, body) };
      } catch (error) {
        if (error instanceof ApiError) return { status: error.status, body: { error: error.error } };
        throw error;
      }
    }
    unrecognized.push(`${method} ${address.pathname}`);
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${address.pathname}).` } } };
  }

  function serve(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let result: { status: number; body: Obj };
      try {
        result = answer(request, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        result = { status: 500, body: { error: { type: 'api_error', message: `stand-in: ${error instanceof Error ? error.message : String(error)}` } } };
      }
      const send = () => {
        response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(result.body));
      };
      if (beforeAnswer) void beforeAnswer(requests.at(-1)!).finally(send);
      else send();
    });
  }

  const standIn: StripeStandIn = {
    get url() {
      return url;
    },
    requests,
    unrecognized,

    async start() {
      server = createServer(serve);
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return url;
    },

    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      // The SDK keeps connections alive; close them or close() waits for them.
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },

    reset() {
      beforeAnswer = null;
      for (const [id, object] of objects) if (object.object !== 'product') objects.delete(id);
      checkoutInputs.clear();
      refusing.clear();
      requests.length = 0;
      unrecognized.length = 0;
    },

    beforeAnswering(hook) {
      beforeAnswer = hook;
    },
    requestsTo: (method, path) => requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),

    get: (id) => {
      const object = objects.get(id);
      if (!object) throw new Error(`stand-in: no object ${id}`);
      return structuredClone(object);
    },

    forget: (id) => {
      objects.delete(id);
    },

    completeCheckout(sessionId, card = TEST_CARDS.visa) {
      const session = must('checkout.session', sessionId);
      if (session.status !== 'open') throw new Error(`stand-in: checkout ${sessionId} is ${session.status}`);
      // Checkout makes the customer in subscription mode when none was given (from customer_email).
      const customer = session.customer ? must('customer', session.customer) : newCustomer(session.customer_email);
      const method = newPaymentMethod(customer.id, card);
      session.customer = customer.id;
      session.customer_details = { email: customer.email, name: null, address: null, phone: null, tax_exempt: 'none', tax_ids: [] };
      session.status = 'complete';
      if (session.mode === 'setup') {
        const intent = must('setup_intent', session.setup_intent);
        Object.assign(intent, { customer: customer.id, payment_method: method.id, status: 'succeeded' });
        return { customerId: customer.id, paymentMethodId: method.id, subscriptionId: null, invoiceId: null };
      }
      const inputs = checkoutInputs.get(sessionId)!;
      // The card the person entered becomes the subscription's default payment method.
      const subscription = newSubscription({ customerId: customer.id, methodId: method.id, price: inputs.lines[0].price, quantity: inputs.lines[0].quantity, metadata: inputs.subscriptionMetadata });
      const invoice = newInvoice(subscription, true, 'subscription_create', null);
      subscription.latest_invoice = invoice.id;
      Object.assign(session, { payment_status: 'paid', subscription: subscription.id, invoice: invoice.id });
      return { customerId: customer.id, paymentMethodId: method.id, subscriptionId: subscription.id, invoiceId: invoice.id };
    },

    declineCheckout(sessionId) {
      const session = must('checkout.session', sessionId);
      if (session.status !== 'open') throw new Error(`stand-in: checkout ${sessionId} is ${session.status}`);
      // Nothing changes on Stripe's side that the app can see: the embedded form shows the refusal
      // and the session stays open for another card. Kept as a step so the tests say what happened.
    },

    refuseCharges(customerId, declineCode = 'generic_decline') {
      must('customer', customerId);
      for (const object of objects.values()) if (object.object === 'payment_method' && object.customer === customerId) refusing.set(object.id, declineCode);
    },

    renew(subscriptionId) {
      const subscription = must('subscription', subscriptionId);
      const previous = nextPeriod(subscription);
      subscription.status = 'active';
      const invoice = newInvoice(subscription, true, 'subscription_cycle', previous);
      subscription.latest_invoice = invoice.id;
      return structuredClone(invoice);
    },

    failRenewal(subscriptionId) {
      const subscription = must('subscription', subscriptionId);
      const latest = subscription.latest_invoice ? must('invoice', subscription.latest_invoice) : null;
      if (latest?.status === 'open') {
        // A retry of the same invoice (Smart Retries): one more attempt, still open.
        latest.attempt_count += 1;
        latest.next_payment_attempt = nowSeconds() + 3 * 86_400;
        return structuredClone(latest);
      }
      // The period moves on when the renewal invoice is made, whether or not it is paid.
      const previous = nextPeriod(subscription);
      subscription.status = 'past_due';
      const invoice = newInvoice(subscription, false, 'subscription_cycle', previous);
      subscription.latest_invoice = invoice.id;
      return structuredClone(invoice);
    },

    giveUp(subscriptionId, status = 'canceled') {
      const subscription = must('subscription', subscriptionId);
      if (status === 'canceled') end(subscription, 'payment_failed');
      else subscription.status = 'unpaid';
      return structuredClone(subscription);
    },

    event(type, objectId, eventOptions = {}) {
      const id = eventOptions.id ?? newId('evt');
      const payload = JSON.stringify(
        {
          id,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: nowSeconds(),
          // A snapshot taken now: an event delivered late carries the object as it was when it was made.
          data: { object: standIn.get(objectId) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      return { id, type, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: eventOptions.secret ?? options.webhookSecret }) };
    },
  };
  return standIn;
}

/** An address where nothing listens (a port opened and closed again): Stripe out of reach. */
export async function unreachableUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
