// The provider's webhook (POST users/payment_succeeded), after Ghost's members service: the
// controller only checks the signature, claims the event by its id in our ledger
// (provider-event-repository.ts) and hands it to the handler of the object it is about. Handlers read
// the object back from the provider and apply its current state, so an event that comes twice, late
// or out of order changes nothing more; the ledger makes sure one is worked by one delivery at a time
// and never again once done.
import { badRequest } from '../../lib/http-errors';
import type { PaymentDeps } from '../payment-deps';
import { InvalidSignature, type ProviderEvent } from '../provider';
import { ask } from '../provider-calls';
import { claimEvent, markEventProcessed, releaseEvent } from '../provider-event-repository';

/** Works one event about the object with this id (`eventId` goes into the history of what it changed). */
export type EventHandler = (objectId: string, eventId: string) => Promise<void>;

/** One handler per kind of object; events about anything else are acknowledged and left alone. */
export type EventHandlers = Record<Exclude<ProviderEvent['object']['kind'], 'other'>, EventHandler>;

export function createWebhookController({ db, provider }: PaymentDeps, handlers: EventHandlers) {
  const kind = provider.kind;

  async function dispatch(event: ProviderEvent) {
    const { kind: objectKind, id } = event.object;
    if (!id || objectKind === 'other') return;
    await handlers[objectKind](id, event.id);
  }

  /** Signed, claimed once by event id, applied by reading the objects back. */
  return async function receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: boolean; duplicate: boolean }> {
    let event;
    try {
      event = await provider.verifyEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignature) throw badRequest(undefined, '署名を確認できないため、受け付けませんでした。');
      throw error;
    }
    const claimed = await claimEvent(db, kind, event);
    if (claimed === null) return { received: true, duplicate: true };
    try {
      await ask(() => dispatch(event));
    } catch (error) {
      // Released, so the provider's next delivery of it is worked again.
      await releaseEvent(db, claimed);
      throw error;
    }
    await markEventProcessed(db, claimed);
    return { received: true, duplicate: false };
  };
}
