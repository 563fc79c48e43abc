// 読み上げる's placeholder, the only part of reading aloud in shared-ui's code (so in every first
// visit): after the page is up, where the browser has speechSynthesis, it loads the control, which
// shows itself only when a Japanese voice is listed (docs/reading-aids.md#reading-aloud).
import { lazy, Suspense, useEffect, useState } from 'react';

const Control = lazy(() =>
  import(/* webpackChunkName: "read-aloud-control" */ './read-aloud-control').then((loaded) => ({ default: loaded.ReadAloudControl })),
);

/** Nothing on the server and in the first render, so the page the server drew is taken over as drawn. */
export function ReadAloudButton() {
  const [speech, setSpeech] = useState(false);
  useEffect(() => setSpeech('speechSynthesis' in window), []);
  if (!speech) return null;
  return (
    <Suspense fallback={null}>
      <Control />
    </Suspense>
  );
}
