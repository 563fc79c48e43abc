/** The login page, coming back here afterwards (the login page checks `redirect` is of this site). */
export function loginPath(location: { pathname: string; search?: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search ?? ''}`)}`;
}
