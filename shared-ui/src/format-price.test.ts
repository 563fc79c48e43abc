import { formatPriceJpy } from './format-price';

it('writes whole yen with digit grouping, tax included', () => {
  expect(formatPriceJpy(550)).toBe('550円（税込）');
  expect(formatPriceJpy(1980)).toBe('1,980円（税込）');
  expect(formatPriceJpy(12000)).toBe('12,000円（税込）');
});
