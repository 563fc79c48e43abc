// The person's customer at the provider (billing_customers), with the card kept there when known:
// what lets a former member subscribe again with their card.
import type { Queryable } from '../db/database';
import type { Card, ProviderKind } from './provider';

/** Never for a withdrawn person (the row is written only while the account is live); a card not named stays as it was. */
export async function upsertCustomer(tx: Queryable, provider: ProviderKind, userId: number, customerId: string, card: Card | null): Promise<void> {
  await tx.query(
    `INSERT INTO billing_customers (user_id, provider, provider_customer_id, card_brand, card_last4)
     SELECT $1::int, $2::text, $3::text, $4::text, $5::text WHERE EXISTS (SELECT 1 FROM users WHERE id = $1::int AND withdrawn_at IS NULL)
     ON CONFLICT (user_id, provider) DO UPDATE SET provider_customer_id = EXCLUDED.provider_customer_id,
       card_brand = COALESCE(EXCLUDED.card_brand, billing_customers.card_brand),
       card_last4 = COALESCE(EXCLUDED.card_last4, billing_customers.card_last4), updated_at = now()`,
    [userId, provider, customerId, card?.brand ?? null, card?.last4 ?? null],
  );
}

export async function customerIdOf(db: Queryable, provider: ProviderKind, userId: number): Promise<string | null> {
  const row = await db.one<{ provider_customer_id: string }>('SELECT provider_customer_id FROM billing_customers WHERE user_id = $1 AND provider = $2', [userId, provider]);
  return row?.provider_customer_id ?? null;
}

export function cardOnFileOf(db: Queryable, provider: ProviderKind, userId: number) {
  return db.one<{ card_brand: string | null; card_last4: string | null }>('SELECT card_brand, card_last4 FROM billing_customers WHERE user_id = $1 AND provider = $2', [
    userId,
    provider,
  ]);
}
