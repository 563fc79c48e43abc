// Provider events travel in Stripe's format (the local provider sends the same shape, signed the same
// way with its own secret), so one check reads both: the signature on the raw body, then which
// object the event is about. The object itself is always read back from the provider.
import Stripe from 'stripe';
import { InvalidSignature, type ProviderEvent } from './provider';

const KINDS: Record<string, ProviderEvent['object']['kind']> = { 'checkout.session': 'checkout', subscription: 'subscription', invoice: 'invoice' };

export async function verifyStripeFormatEvent(rawBody: Buffer, signature: string | undefined, secret: string): Promise<ProviderEvent> {
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(rawBody, signature ?? '', secret);
  } catch {
    throw new InvalidSignature('bad signature');
  }
  const object = event.data.object as { object?: string; id?: string };
  return { id: event.id, type: event.type, object: { kind: KINDS[object.object ?? ''] ?? 'other', id: object.id ?? null } };
}

/** The Stripe-Signature header for a payload (the local provider's deliveries; the tests' events). */
export const signStripeFormatEvent = (payload: string, secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
