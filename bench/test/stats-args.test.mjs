import { parseArgs } from '../lib/args.mjs';
import { changePercent, median, percentile } from '../lib/stats.mjs';

test('percentile uses the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentile(values, 50)).toBe(50);
  expect(percentile(values, 95)).toBe(95);
  expect(percentile(values, 99)).toBe(99);
  expect(percentile([7], 99)).toBe(7);
  expect(percentile([], 50)).toBe(0);
});

test('changePercent is relative to the earlier value', () => {
  expect(changePercent(200, 250)).toBe(25);
  expect(changePercent(200, 150)).toBe(-25);
  expect(changePercent(undefined, 150)).toBeNull();
  expect(changePercent(0, 1)).toBeNull();
});

test('median: the middle value, or the mean of the middle two; absent values are left out', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([5, null, 1, undefined, 3])).toBe(3);
  expect(median([])).toBeNull();
  expect(median([null])).toBeNull();
});

test('options: defaults, quick runs, and refusal of unknown ones', () => {
  expect(parseArgs([])).toEqual({ only: null, rows: 100000, db: null, seconds: 10, lighthouse_runs: 3, soak_minutes: 10 });
  expect(parseArgs(['--only=api', '--rows=5000', '--db=postgres', '--seconds=3'])).toEqual({ only: 'api', rows: 5000, db: 'postgres', seconds: 3, lighthouse_runs: 3, soak_minutes: 10 });
  expect(parseArgs(['--only=lighthouse', '--lighthouse-runs=1'])).toMatchObject({ only: 'lighthouse', lighthouse_runs: 1 });
  expect(parseArgs(['--only=weight']).only).toBe('weight');
  expect(parseArgs(['--only=shift']).only).toBe('shift');
  expect(parseArgs(['--only=memory']).only).toBe('memory');
  expect(parseArgs(['--only=soak', '--soak-minutes=2'])).toMatchObject({ only: 'soak', soak_minutes: 2 });
  expect(() => parseArgs(['--only=everything'])).toThrow('--only must be api, search, weight, lighthouse, shift, interaction, memory or soak');
  expect(() => parseArgs(['--rows=-1'])).toThrow('--rows');
  expect(() => parseArgs(['--lighthouse-runs=0'])).toThrow('--lighthouse-runs must be a positive integer');
  expect(() => parseArgs(['--lighthouse_runs=2'])).toThrow('unknown option');
  expect(() => parseArgs(['--fast'])).toThrow('unknown option');
});
