// The one way a price is written on the site. JPY has no minor unit, and prices are shown tax
// included (消費税法 総額表示).

/** 550 → 「550円（税込）」, 1980 → 「1,980円（税込）」. */
export function formatPriceJpy(priceJpy: number): string {
  return `${priceJpy.toLocaleString('ja-JP')}円（税込）`;
}
