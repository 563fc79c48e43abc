// The monthly plan price comes from /config.json (served by api-server from the environment), so the
// price shown on the 特定商取引法 confirmation screen is always the one the server will charge.

interface SiteConfigPlan {
  plan?: { priceJpy?: unknown };
}

let pending: Promise<number> | null = null;

/** The monthly price in yen (tax included). Fetched once per page load; a failed fetch is retried next time. */
export function loadPlanPriceJpy(): Promise<number> {
  if (!pending) {
    pending = fetch('/config.json', { cache: 'no-store' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`config.json ${res.status}`);
        const price = ((await res.json()) as SiteConfigPlan).plan?.priceJpy;
        if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) throw new Error('config.json has no plan price');
        return price;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/** For tests: forget the fetched price. */
export function resetPlanPriceCache(): void {
  pending = null;
}

/** 550 → 「月額 550円（税込）」. JPY has no minor unit. */
export function formatMonthlyPrice(priceJpy: number): string {
  return `月額 ${priceJpy.toLocaleString('ja-JP')}円（税込）`;
}

export const PRICE_UNAVAILABLE = '料金を読み込めませんでした。時間をおいてページを開き直してください。';
