// The monthly price as text, from the runtime config (the defaults always give one).
import { useRuntimeConfig } from '@hiroba/shared-ui';
import { formatMonthlyPrice } from './plan-price';

export function PlanPriceText() {
  const priceJpy = useRuntimeConfig((config) => config.plan.priceJpy);
  return <span>{formatMonthlyPrice(priceJpy)}</span>;
}
