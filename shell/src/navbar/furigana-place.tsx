// The ふりがな switch's place in a panel (文字サイズ・配色 on wide screens, メニュー on phones). Its code
// (docs/reading-aids.md) loads when a panel holding it first opens: a visitor's first visit carries
// none of it. The place keeps its height while the code loads, so what follows (閉じる) does not move
// under the pointer.
import { lazy, Suspense } from 'react';
import classes from './furigana-place.module.css';

const FuriganaSwitch = lazy(() => import('./furigana-switch').then((loaded) => ({ default: loaded.FuriganaSwitch })));

export function FuriganaPlace() {
  return (
    <div className={classes.furigana}>
      <Suspense fallback={null}>
        <FuriganaSwitch />
      </Suspense>
    </div>
  );
}
