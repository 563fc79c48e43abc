// Small numeric helpers shared by the benchmarks and their report.

/** The p-th percentile (nearest rank) of ascending `sorted` values; 0 when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Change from `before` to `after` in percent, one decimal; null when there is no before. */
export function changePercent(before, after) {
  if (typeof before !== 'number' || typeof after !== 'number' || before === 0) return null;
  return Math.round(((after - before) / before) * 1000) / 10;
}

/** The median of `values` (the mean of the middle two when their number is even); null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
