// 文字サイズ・配色 and ふりがな as the shell's panels show them, with their code (and Mantine's
// SegmentedControl) loaded when a panel is about to open rather than on every first visit: most
// visitors never open it. The place keeps the controls' height while they load, so what follows
// (閉じる, the menu's links) does not move under the pointer; rem, so it grows with 文字サイズ.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { retryable } from '@hiroba/api-client';
import type { ReadingPrefsControlProps } from './reading-prefs-control';

/** The controls once their chunk is here. */
let loadedControl: ComponentType<ReadingPrefsControlProps> | null = null;

/** Starts loading the controls; the button that opens their panel calls it on hover or focus. */
export const loadReadingPrefsControl = retryable(() =>
  import('./reading-prefs-control').then((loaded) => {
    loadedControl = loaded.ReadingPrefsControl;
    return loaded;
  }),
);

const LazyControl = lazy(() => loadReadingPrefsControl().then((loaded) => ({ default: loaded.ReadingPrefsControl })));

// The column's height as measured at 標準 and 特大 text in the phone's menu (16.6rem both); in the
// narrower wide-screen panel the note may take a second line.
const COLUMN_HEIGHT = '16.625rem';

export function ReadingPrefsControl(props: ReadingPrefsControlProps) {
  // Loaded already (the button's hover or focus started it): drawn with the panel, so a Tab pressed at
  // once after Enter lands on 文字サイズ, not past it; React.lazy would show the fallback for a moment
  // even then. Chosen once per mount, so the controls never remount under the focus.
  const [Loaded] = useState(() => loadedControl);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<div style={{ minHeight: props.direction === 'column' ? COLUMN_HEIGHT : undefined }} />}>
      <LazyControl {...props} />
    </Suspense>
  );
}
