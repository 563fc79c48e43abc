// Dates are written by hand from 1952 on (Japan's fixed +09:00), and must read exactly as Intl's
// ja-JP long date (and short time) in Asia/Tokyo, which every date was written with before.
import { formatDate } from './date-text';

const intlDate = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' });
const intlDateTime = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'short' });

function expectAsIntl(iso: string) {
  const date = new Date(iso);
  expect([iso, formatDate(iso)]).toEqual([iso, intlDate.format(date)]);
  expect([iso, formatDate(iso, true)]).toEqual([iso, intlDateTime.format(date)]);
}

it('reads as Intl around midnight in Japan, at the turn of a month and a year, and at a leap day', () => {
  for (const iso of [
    '2026-01-04T14:59:59.999Z',
    '2026-01-04T15:00:00Z',
    '2026-01-05T00:05:00Z',
    '2026-11-29T14:38:00Z',
    '2025-12-31T15:00:00Z',
    '2028-02-28T15:00:00Z',
    '1952-01-01T00:00:00Z',
    '9999-12-31T14:59:00Z',
    '2026-03-01T09:00:00+09:00',
  ])
    expectAsIntl(iso);
});

it('reads as Intl at a thousand instants spread from 1952 to 2100', () => {
  const from = Date.UTC(1952, 0, 1);
  const span = Date.UTC(2100, 0, 1) - from;
  for (let i = 0; i < 1000; i++) expectAsIntl(new Date(from + Math.floor(((i * 7919) % 1000) / 1000 * span) + i * 60_017).toISOString());
});

it('leaves older and far later dates to Intl (Japan’s summer time, local mean time), and answers nothing for no date', () => {
  expectAsIntl('1950-05-01T15:30:00Z');
  expectAsIntl('1800-01-01T00:00:00Z');
  expectAsIntl('+010000-01-01T00:00:00Z');
  expect(formatDate(null)).toBe('');
  expect(formatDate('')).toBe('');
  expect(formatDate('not a date')).toBe('');
});
