// 文字サイズ・配色 and ふりがな as the shell's panels show them, with their code (and Mantine's
// SegmentedControl) loaded when a panel is about to open rather than on every first visit: most
// visitors never open it. The place keeps the controls' height while they load, so what follows
// (閉じる, the menu's links) does not move under the pointer; rem, so it grows with 文字サイズ.
import { lazy, Suspense } from 'react';
import { retryable } from '@hiroba/api-client';
import type { ReadingPrefsControlProps } from './reading-prefs-control';

/** Starts loading the controls; the button that opens their panel calls it on hover or focus. */
export const loadReadingPrefsControl = retryable(() => import('./reading-prefs-control'));

const Control = lazy(() => loadReadingPrefsControl().then((loaded) => ({ default: loaded.ReadingPrefsControl })));

// The column's height as measured at 標準 and 特大 text in the phone's menu (16.6rem both); in the
// narrower wide-screen panel the note may take a second line.
const COLUMN_HEIGHT = '16.625rem';

export function ReadingPrefsControl(props: ReadingPrefsControlProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: props.direction === 'column' ? COLUMN_HEIGHT : undefined }} />}>
      <Control {...props} />
    </Suspense>
  );
}
