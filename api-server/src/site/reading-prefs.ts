// The reader's 文字サイズ and 配色 from the `hiroba_reading` cookie (shared-ui/src/reading-prefs.ts
// writes it: `font=md|lg|xl&contrast=standard|high`), put on <html> by the server so large text and
// high contrast are there on the first paint (the CSP forbids an inline script doing it).
// Reimplemented here on purpose: the server imports no frontend code.
export interface ReadingPrefs {
  font: 'md' | 'lg' | 'xl';
  contrast: 'standard' | 'high';
}

const COOKIE = /(?:^|;\s*)hiroba_reading=(.*?)(?=;\s|$)/;

export function readingPrefsFromCookie(cookieHeader: string | undefined): ReadingPrefs {
  const prefs: ReadingPrefs = { font: 'md', contrast: 'standard' };
  const match = cookieHeader ? COOKIE.exec(cookieHeader) : null;
  if (!match) return prefs;
  let raw: string;
  try {
    raw = decodeURIComponent(match[1]);
  } catch {
    return prefs;
  }
  for (const pair of raw.split(/[;&]/)) {
    const [key, value] = pair.split('=').map((s) => s.trim());
    if (key === 'font' && (value === 'md' || value === 'lg' || value === 'xl')) prefs.font = value;
    if (key === 'contrast' && (value === 'standard' || value === 'high')) prefs.contrast = value;
  }
  return prefs;
}
