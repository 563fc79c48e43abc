export interface DateTextProps {
  /** ISO-8601 string from the API. */
  value: string | null | undefined;
  /** Adds the time (e.g. 2026年1月2日 14:05). */
  withTime?: boolean;
}

const dateFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' });
const dateTimeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** 2026年1月2日 in Japan time, or '' when there is no valid date. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** A date as <time>, machine-readable for assistive technology. */
export function DateText({ value, withTime = false }: DateTextProps) {
  const text = formatDate(value, withTime);
  if (!text || !value) return null;
  return <time dateTime={value}>{text}</time>;
}
