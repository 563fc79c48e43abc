// The operator's and the readers' day is Japan's (Asia/Tokyo, no daylight saving): the reports'
// daily limit, the digest's day, the date in a data download's file name.

const DAY_MS = 24 * 60 * 60 * 1000;
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The date in Japan, `YYYY-MM-DD`. */
export const japanDate = (at: Date = new Date()): string => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(at);

/** The start of today in Japan, and the seconds until tomorrow's. */
export function japanToday(now = Date.now()): { start: Date; secondsLeft: number } {
  const start = Math.floor((now + JAPAN_OFFSET_MS) / DAY_MS) * DAY_MS - JAPAN_OFFSET_MS;
  return { start: new Date(start), secondsLeft: (start + DAY_MS - now) / 1000 };
}
