// The ledger of the provider's events (provider_events): each event id is worked by one delivery at
// a time and, once worked, never again. A claim is an insert that answers a row only to the delivery
// that claimed it; a claim left for more than a minute (its server died mid-work) is taken again,
// and a failed one is released so the provider's next delivery works it.
import type { Queryable } from '../db/database';
import type { ProviderEvent, ProviderKind } from './provider';

/** The ledger row's id when this delivery may work the event; null for a duplicate. */
export async function claimEvent(db: Queryable, provider: ProviderKind, event: ProviderEvent): Promise<number | null> {
  const claimed = await db.one<{ id: number }>(
    `INSERT INTO provider_events (provider, event_id, type, payload, claimed_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (provider, event_id) DO UPDATE SET claimed_at = now()
       WHERE provider_events.processed_at IS NULL AND (provider_events.claimed_at IS NULL OR provider_events.claimed_at < now() - interval '1 minute')
     RETURNING id`,
    [provider, event.id, event.type, JSON.stringify({ object: event.object })],
  );
  return claimed?.id ?? null;
}

export async function releaseEvent(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE provider_events SET claimed_at = NULL WHERE id = $1', [id]);
}

export async function markEventProcessed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE provider_events SET processed_at = now() WHERE id = $1', [id]);
}
