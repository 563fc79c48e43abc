// What a receipt says beyond the payment: its number and the consumption tax the price includes
// (適格簡易請求書: the tax is computed once per receipt and rounded down).
import { CONSUMPTION_TAX_PERCENT } from '@hiroba/contract';

export const receiptNumber = (paymentId: number) => `R-${String(paymentId).padStart(6, '0')}`;

/** The tax inside a tax-included amount: ¥550 holds ¥50. */
export const taxIncluded = (amountJpy: number) => Math.floor((amountJpy * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
