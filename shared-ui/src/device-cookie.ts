// A choice remembered on this device for a year (文字サイズ・配色, ふりがな): a cookie, not
// localStorage, because logout clears localStorage (docs/product.md#logout) and these choices belong to
// the person at the screen; and the server reads 文字サイズ・配色's to draw the page in them. Null forgets it.
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function writeDeviceCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value ?? ''}; Path=/; Max-Age=${value === null ? 0 : ONE_YEAR_S}; SameSite=Lax${secure}`;
}
