// The monthly price as text, read from /config.json; says so plainly when it could not be read.
import { Loader, usePageData } from '@hiroba/shared-ui';
import { PRICE_UNAVAILABLE, formatMonthlyPrice, loadPlanPriceJpy } from './plan-price';

export function PlanPriceText() {
  const { data, error } = usePageData(() => loadPlanPriceJpy(), []);
  if (error) return <span>{PRICE_UNAVAILABLE}</span>;
  if (data === undefined || data === null) return <Loader size="xs" aria-label="料金を読み込んでいます" />;
  return <span>{formatMonthlyPrice(data)}</span>;
}
