// The local provider's test cards (the numbers Stripe's test mode uses, so people who know one know
// the other). The checkout page lists them; any other number is refused in test mode.
import type { LocalCard } from './local-records';

export interface TestCard {
  number: string;
  label: string;
  brand: string;
  /** ok: charged; declined: refused with this decline code; authenticate: asks for the second step. */
  result: 'ok' | 'declined' | 'authenticate';
  declineCode?: string;
  renewals: LocalCard['renewals'];
}

export const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', label: 'お支払いが成功する', brand: 'visa', result: 'ok', renewals: 'succeed' },
  { number: '4000002500003155', label: '本人認証（2段階目）が必要', brand: 'visa', result: 'authenticate', renewals: 'succeed' },
  { number: '4000000000000002', label: 'カードが承認されない', brand: 'visa', result: 'declined', declineCode: 'card_declined', renewals: 'succeed' },
  { number: '4000000000009995', label: '残高不足で承認されない', brand: 'visa', result: 'declined', declineCode: 'insufficient_funds', renewals: 'succeed' },
  { number: '4000000000000341', label: '最初は成功し、毎月の更新で失敗する', brand: 'visa', result: 'ok', renewals: 'fail' },
];

export const findTestCard = (digits: string) => TEST_CARDS.find((card) => card.number === digits) ?? null;

export const asLocalCard = (card: TestCard): LocalCard => ({ brand: card.brand, last4: card.number.slice(-4), renewals: card.renewals });

/** 4242 4242 4242 4242 as printed on a card. */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
