// A page's own stored readings (docs/reading-aids.md), loaded only while ふりがな is on. Whether it is
// on comes from shared-ui's one store (the cookie read when the page loads, then the switch),
// so a page needs none of the switch's code; off on the server and while hydrating, so the markup
// drawn on the server and the first render agree. The readings arrive after either way.
import { useEffect, useState } from 'react';
import { useFuriganaOn } from '@hiroba/shared-ui';

/** What `load` answers while ふりがな is on (again when `key` changes); null while off, loading or failed. */
export function useReadings<T>(load: () => Promise<T>, key: unknown): T | null {
  const on = useFuriganaOn();
  const [readings, setReadings] = useState<T | null>(null);
  useEffect(() => {
    setReadings(null);
    if (!on) return;
    let live = true;
    // A failed load leaves the page as it is, without ruby.
    load().then((got) => live && setReadings(got), () => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [on, key]);
  return on ? readings : null;
}
