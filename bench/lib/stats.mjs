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
