import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio, darkenUntil } from './color-contrast';
import { FONT_FAMILY, HIROBA_GREEN, TEXT_CONTRAST_AA, theme } from './theme';

const WHITE = '#ffffff';

describe('color-contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // Mantine's default primary: why the theme does not use it.
    expect(contrastRatio(DEFAULT_THEME.colors.blue[6], WHITE)).toBeLessThan(TEXT_CONTRAST_AA);
  });

  it('darkenUntil reaches the ratio and leaves passing colours alone', () => {
    const out = darkenUntil('#ffd43b', [WHITE], TEXT_CONTRAST_AA);
    expect(contrastRatio(out, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    expect(darkenUntil('#1c6b4f', [WHITE], TEXT_CONTRAST_AA)).toBe('#1c6b4f');
  });
});

describe('theme', () => {
  const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade!.light! : theme.primaryShade!;

  it('uses the site green with an AA primary shade', () => {
    expect(theme.primaryColor).toBe('hiroba');
    expect(theme.colors!.hiroba).toEqual(HIROBA_GREEN);
    expect(contrastRatio(HIROBA_GREEN[shade], WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
  });

  it.each(Object.keys(theme.colors!))('%s: filled, hover, outline and light-variant text pass AA', (name) => {
    const palette = theme.colors![name]!;
    const filled = palette[shade];
    const hover = palette[shade === 9 ? 8 : shade + 1];
    expect(contrastRatio(filled, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA); // white text, anchors
    expect(contrastRatio(hover, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA); // light variant
  });

  it('keyboard focus ring, Japanese fonts and Japanese line height', () => {
    expect(theme.focusRing).toBe('auto');
    expect(FONT_FAMILY).toMatch(/Hiragino Sans/);
    expect(theme.fontFamily).toBe(FONT_FAMILY);
    expect(theme.lineHeights?.md).toBe('1.8');
  });
});
