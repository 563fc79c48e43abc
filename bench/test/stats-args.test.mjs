import { parseArgs } from '../lib/args.mjs';
import { changePercent, percentile } from '../lib/stats.mjs';

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

test('options: defaults, quick runs, and refusal of unknown ones', () => {
  expect(parseArgs([])).toEqual({ only: null, rows: 100000, db: null, seconds: 10 });
  expect(parseArgs(['--only=api', '--rows=5000', '--db=postgres', '--seconds=3'])).toEqual({ only: 'api', rows: 5000, db: 'postgres', seconds: 3 });
  expect(() => parseArgs(['--only=everything'])).toThrow('--only');
  expect(() => parseArgs(['--rows=-1'])).toThrow('--rows');
  expect(() => parseArgs(['--fast'])).toThrow('unknown option');
});
