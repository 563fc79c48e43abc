// An id from the URL (a path segment or ?id=): a positive whole number the database can hold, or
// null for anything else ("abc", "0", "1.5", too large), which means the page has nothing to show.
import { MAX_ID } from '@hiroba/contract/fields';

export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
