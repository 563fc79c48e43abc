import { DEFAULT_THEME, createTheme, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darkenUntil } from './color-contrast';

/** AA contrast for normal text (WCAG 1.4.3). */
export const TEXT_CONTRAST_AA = 4.5;

// Filled buttons, badges, outlines and anchors use shade 8 (primaryShade below; hover 9), light
// variants shade 9 on shade 1. Mantine's default shades of blue, green, teal, orange, yellow... are
// too light for text on white (blue.6 is 3.6:1), so each palette's shades 8 and 9 are darkened until
// they pass AA on white and on the palette's own light background.
// Shade 9 (the hover of a filled button) stays visibly darker than shade 8.
function accessible(palette: readonly string[]): MantineColorsTuple {
  const out = [...palette];
  out[8] = darkenUntil(out[8], ['#ffffff', out[1]], TEXT_CONTRAST_AA);
  const darker = Math.max(TEXT_CONTRAST_AA, contrastRatio(out[8], '#ffffff') * 1.15);
  out[9] = darkenUntil(out[9], ['#ffffff'], darker);
  out[9] = darkenUntil(out[9], [out[1]], TEXT_CONTRAST_AA);
  return out as unknown as MantineColorsTuple;
}

/** The site's green: shade 8 (#1c6b4f, the browser theme colour, 6.4:1 on white) is the primary. */
export const HIROBA_GREEN: MantineColorsTuple = [
  '#e9f6f0',
  '#d3ebe0',
  '#a6d6c1',
  '#76bf9f',
  '#4fab83',
  '#379e72',
  '#278b62',
  '#217a56',
  '#1c6b4f',
  '#155a41',
];

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessible(palette)]),
) as Record<string, MantineColorsTuple>;

/** Japanese first (UD fonts are easier to read for many), then system fallbacks. */
export const FONT_FAMILY = [
  '"BIZ UDPGothic"',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  'Meiryo',
  '"Yu Gothic"',
  'YuGothic',
  'system-ui',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  colors: { ...colors, hiroba: HIROBA_GREEN, green: HIROBA_GREEN },
  primaryColor: 'hiroba',
  primaryShade: { light: 8, dark: 8 },
  // Black text on light fills (e.g. a yellow badge) instead of white that nobody can read.
  autoContrast: true,
  luminanceThreshold: 0.4,
  white: '#ffffff',
  black: '#1a1b1e',
  fontFamily: FONT_FAMILY,
  fontFamilyMonospace: 'ui-monospace, "BIZ UDGothic", Menlo, Consolas, monospace',
  // Japanese body text needs more leading than Latin text.
  lineHeights: { xs: '1.6', sm: '1.7', md: '1.8', lg: '1.8', xl: '1.8' },
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.4' },
      h2: { fontSize: '1.5rem', lineHeight: '1.45' },
      h3: { fontSize: '1.25rem', lineHeight: '1.5' },
      h4: { fontSize: '1.125rem', lineHeight: '1.5' },
      h5: { fontSize: '1rem', lineHeight: '1.6' },
      h6: { fontSize: '1rem', lineHeight: '1.6' },
    },
  },
  // The ring shows for keyboard focus (:focus-visible); css/focus.css makes it thick and two-toned.
  focusRing: 'auto',
  cursorType: 'pointer',
  defaultRadius: 'md',
  respectReducedMotion: true,
  // Body text never below 16px: rem sizes, so the reading-size setting scales them all.
  fontSizes: { xs: '0.875rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  components: {
    // 44px targets (css/touch-targets.css) match Mantine's 'md' controls; 'md' is the default size.
    Button: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    TagsInput: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    FileInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md', autosize: true, minRows: 4 } },
    Pagination: { defaultProps: { size: 'lg' } },
    SegmentedControl: { defaultProps: { size: 'md' } },
    Anchor: { defaultProps: { underline: 'always' } },
    Loader: { defaultProps: { color: 'hiroba' } },
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': '閉じる' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '閉じる' } } },
  },
});
