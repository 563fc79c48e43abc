// WCAG 2 contrast arithmetic for #rrggbb colours: the theme uses it to darken any shade that would
// be too light for text, and tests use it to prove the palette.

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`expected #rrggbb, got ${hex}`);
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio from 1 to 21; AA asks 4.5 for text, 3 for large text and UI parts. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Darkens `hex` in small steps until it reaches `ratio` against every colour of `against`. */
export function darkenUntil(hex: string, against: string[], ratio: number): string {
  let rgb = channels(hex);
  let out = hex;
  while (against.some((bg) => contrastRatio(out, bg) < ratio)) {
    rgb = rgb.map((v) => v * 0.95) as [number, number, number];
    out = toHex(rgb);
  }
  return out;
}
