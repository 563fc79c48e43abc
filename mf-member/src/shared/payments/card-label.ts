// A card as the payment pages name it: brand and the last four digits only.
import type { Card } from '@hiroba/api-client';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club', discover: 'Discover' };

export const cardLabel = (card: Card) => `${BRANDS[card.brand] ?? card.brand} 下4桁 ${card.last4}`;
