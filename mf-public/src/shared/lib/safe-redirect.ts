// The login page may send people back where they came from, but only to a page of this site:
// an open redirect would let a phishing link pass through our login.
const PROBE_ORIGIN = 'https://hiroba.invalid';

/** Returns the path (with query and hash) when `raw` is a same-site path, else null. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    // Parsing settles tricks such as "//evil.example", "/\evil.example" or tabs inside the slashes.
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
