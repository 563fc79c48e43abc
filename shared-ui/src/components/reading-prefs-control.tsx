import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import {
  CONTRAST_OPTIONS,
  FONT_SIZE_OPTIONS,
  useReadingPrefs,
  type ContrastPref,
  type FontSizePref,
} from '../reading-prefs';
import { FuriganaSwitch } from './furigana-switch';

export interface ReadingPrefsControlProps {
  /** 'row' in a wide navbar, 'column' in a drawer or menu. */
  direction?: 'row' | 'column';
}

/**
 * 文字サイズ and 配色, two labelled radio groups, and the ふりがな switch; each choice is remembered on
 * this device. Loaded when a panel holding it is about to open (lazy-reading-prefs-control.tsx).
 */
export function ReadingPrefsControl({ direction = 'row' }: ReadingPrefsControlProps) {
  const id = useId();
  const { font, contrast, setFont, setContrast } = useReadingPrefs();
  const Layout = direction === 'row' ? Group : Stack;
  return (
    <Layout gap="md" className="hiroba-reading-prefs">
      <Stack gap={4}>
        <Text component="span" id={`${id}-font`} size="sm" fw={700}>
          文字サイズ
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-font`}
          data={[...FONT_SIZE_OPTIONS]}
          value={font}
          onChange={(value) => setFont(value as FontSizePref)}
          size="sm"
        />
      </Stack>
      <Stack gap={4}>
        <Text component="span" id={`${id}-contrast`} size="sm" fw={700}>
          配色
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-contrast`}
          data={[...CONTRAST_OPTIONS]}
          value={contrast}
          onChange={(value) => setContrast(value as ContrastPref)}
          size="sm"
        />
      </Stack>
      <FuriganaSwitch />
    </Layout>
  );
}
