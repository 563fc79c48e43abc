// Reading support (docs/product.md#reading-support): 文字サイズ 標準/大/特大 and 配色 標準/高コントラスト, remembered on the
// device in the cookie `hiroba_reading`. Not localStorage: logout clears all of localStorage
// (docs/product.md#logout) and these settings belong to the person at the screen, not to the account.
// Applied as data-font-size / data-contrast on <html>; css/reading.css does the rest.
import { create } from 'zustand';
import { writeDeviceCookie } from './device-cookie';

export type FontSizePref = 'md' | 'lg' | 'xl';
export type ContrastPref = 'standard' | 'high';

export interface ReadingPrefs {
  font: FontSizePref;
  contrast: ContrastPref;
}

export const READING_COOKIE = 'hiroba_reading';
export const DEFAULT_READING_PREFS: ReadingPrefs = { font: 'md', contrast: 'standard' };

export const FONT_SIZE_OPTIONS: ReadonlyArray<{ value: FontSizePref; label: string }> = [
  { value: 'md', label: '標準' },
  { value: 'lg', label: '大' },
  { value: 'xl', label: '特大' },
];
export const CONTRAST_OPTIONS: ReadonlyArray<{ value: ContrastPref; label: string }> = [
  { value: 'standard', label: '標準' },
  { value: 'high', label: '高コントラスト' },
];

const isFont = (v: unknown): v is FontSizePref => FONT_SIZE_OPTIONS.some((o) => o.value === v);
const isContrast = (v: unknown): v is ContrastPref => CONTRAST_OPTIONS.some((o) => o.value === v);

/** Reads `font=xl&contrast=high` (also `;`-separated) from a Cookie header or document.cookie. */
export function parseReadingCookie(cookieHeader: string): ReadingPrefs {
  // Cookies are separated by "; "; the value itself may hold a bare ";" when set by other tools.
  const match = new RegExp(`(?:^|;\\s*)${READING_COOKIE}=(.*?)(?=;\\s|$)`).exec(cookieHeader);
  const prefs = { ...DEFAULT_READING_PREFS };
  if (!match) return prefs;
  let raw = match[1];
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return prefs;
  }
  for (const pair of raw.split(/[;&]/)) {
    const [key, value] = pair.split('=').map((s) => s.trim());
    if (key === 'font' && isFont(value)) prefs.font = value;
    if (key === 'contrast' && isContrast(value)) prefs.contrast = value;
  }
  return prefs;
}

export function serializeReadingPrefs({ font, contrast }: ReadingPrefs): string {
  return `font=${font}&contrast=${contrast}`;
}

/** Puts the settings on <html>, where css/reading.css picks them up. */
export function applyReadingPrefs({ font, contrast }: ReadingPrefs, root?: HTMLElement): void {
  const html = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  if (!html) return;
  html.dataset.fontSize = font;
  html.dataset.contrast = contrast;
}

/**
 * The same in a few bytes of inline script for <head>, so large text and high contrast are there
 * on the first paint instead of after the scripts load.
 */
export const READING_PREFS_HEAD_SCRIPT =
  `(function(){try{var m=/(?:^|;\\s*)${READING_COOKIE}=(.*?)(?=;\\s|$)/.exec(document.cookie);` +
  `var v=m?decodeURIComponent(m[1]):'',h=document.documentElement,f=/font=(md|lg|xl)/.exec(v),` +
  `c=/contrast=(standard|high)/.exec(v);h.setAttribute('data-font-size',f?f[1]:'md');` +
  `h.setAttribute('data-contrast',c?c[1]:'standard')}catch(e){}})();`;

interface ReadingPrefsState extends ReadingPrefs {
  setFont(font: FontSizePref): void;
  setContrast(contrast: ContrastPref): void;
}

function initial(): ReadingPrefs {
  return typeof document === 'undefined' ? { ...DEFAULT_READING_PREFS } : parseReadingCookie(document.cookie);
}

export const useReadingPrefs = create<ReadingPrefsState>()((set, get) => {
  const save = (next: ReadingPrefs) => {
    writeDeviceCookie(READING_COOKIE, serializeReadingPrefs(next));
    applyReadingPrefs(next);
    set(next);
  };
  return {
    ...initial(),
    setFont: (font) => save({ font, contrast: get().contrast }),
    setContrast: (contrast) => save({ font: get().font, contrast }),
  };
});

// Applied as soon as shared-ui loads, before any page renders.
applyReadingPrefs(useReadingPrefs.getState());
