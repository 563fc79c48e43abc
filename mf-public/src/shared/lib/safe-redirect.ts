// The login page may send people back where they came from, but only to a page of this site:
// an open redirect would let a phishing link pass through our login.
const PROBE_ORIGIN = 'https://hiroba.invalid';

/** Returns `raw` when it is a path of this site (query and hash kept), else null. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    // Parsing settles tricks such as "//evil.example", "/\evil.example" or tabs inside the slashes.
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Same origin once parsed: the raw text is safe to navigate to and keeps Japanese paths readable.
  return url.origin === PROBE_ORIGIN ? raw : null;
}
