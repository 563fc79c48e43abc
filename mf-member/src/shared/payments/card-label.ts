// A card as the payment pages name it: brand and the last four digits only.
import type { Card } from '@hiroba/api-client';
import { CARD_BRAND_LABELS } from '@hiroba/contract/fields';

export const cardLabel = (card: Card) => `${CARD_BRAND_LABELS[card.brand] ?? card.brand} 下4桁 ${card.last4}`;
