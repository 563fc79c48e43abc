// 読み上げる's placeholder, in the reading aids' singleton (@hiroba/shared-ui/reading-aids), which the
// question and column pages load with them: once the browser lists a Japanese voice, it loads the
// control (docs/reading-aids.md#reading-aloud). A visitor's first visit of the top page has none of it.
import { lazy, Suspense } from 'react';
import { useJapaneseVoice } from './japanese-voice';

const Control = lazy(() =>
  import('./read-aloud-control').then((loaded) => ({ default: loaded.ReadAloudControl })),
);

/**
 * The control's place is held from the server's drawing on (one row of 44px controls, touch-targets.css),
 * so the page below does not move when the button appears (docs/architecture.md#nothing-moves-once-drawn);
 * it stays empty, and nothing more is loaded, where no Japanese voice is listed. Nothing in it on
 * the server and in the first render, so the page the server drew is taken over as drawn.
 */
export function ReadAloudButton() {
  const voice = useJapaneseVoice();
  return (
    <div className="hiroba-read-aloud-place" style={{ minHeight: '2.75rem' }}>
      {voice && (
        <Suspense fallback={null}>
          <Control />
        </Suspense>
      )}
    </div>
  );
}
