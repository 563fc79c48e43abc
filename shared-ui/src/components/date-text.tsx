export interface DateTextProps {
  /** ISO-8601 string from the API. */
  value: string | null | undefined;
  /** Adds the time (e.g. 2026年1月2日 14:05). */
  withTime?: boolean;
}

// Japan has kept +09:00, without summer time, since 1952: from then on a date is written here by
// hand, exactly as Intl writes it (date-text.test.tsx compares the two). Not Intl for every date: the
// first ja-JP DateTimeFormat with a time zone loads the zone's data, about 57 ms of a phone's main
// thread at 4× CPU slowdown in the middle of every page's start (docs/server-rendering.md#the-start-task-by-task).
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const FIXED_OFFSET_FROM = Date.UTC(1952, 0, 1);
const FIXED_OFFSET_UNTIL = Date.UTC(10000, 0, 1);

let intl: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | null = null;
/** Before 1952 (Japan's summer time and older offsets) or after year 9999: Intl, made on first use. */
function formatByIntl(date: Date, withTime: boolean): string {
  intl ??= {
    date: new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' }),
    dateTime: new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'short' }),
  };
  return (withTime ? intl.dateTime : intl.date).format(date);
}

/** 2026年1月2日 (withTime: 2026年1月2日 9:05) in Japan time, or '' when there is no valid date. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  if (time < FIXED_OFFSET_FROM || time >= FIXED_OFFSET_UNTIL) return formatByIntl(date, withTime);
  const jst = new Date(time + JST_OFFSET_MS);
  const day = `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日`;
  return withTime ? `${day} ${jst.getUTCHours()}:${String(jst.getUTCMinutes()).padStart(2, '0')}` : day;
}

/** A date as <time>, machine-readable for assistive technology. */
export function DateText({ value, withTime = false }: DateTextProps) {
  const text = formatDate(value, withTime);
  if (!text || !value) return null;
  return <time dateTime={value}>{text}</time>;
}
