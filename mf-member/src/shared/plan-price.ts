// The monthly plan price as members read it. The price itself comes from shared-ui's runtime-config
// store (the server's /config.json, read once by the shell), so the 特定商取引法 confirmation screen
// always shows what the server will charge.
import { formatPriceJpy } from '@hiroba/shared-ui';

/** 550 → 「月額 550円（税込）」. */
export function formatMonthlyPrice(priceJpy: number): string {
  return `月額 ${formatPriceJpy(priceJpy)}`;
}
