// A page's own stored readings (docs/reading-aids.md), loaded only while ふりがな is on. Whether it is
// on comes from shared-ui's one store (the cookie read when the page loads, then the switch), so a page
// needs none of the switch's code. A reader whose cookie has it on gets the page drawn on the server
// with its readings: there they load with the page's data (the page waits for them; a failed load
// draws the text without ruby and never fails the page) and travel with it, so the browser takes the
// page over with the same ruby and nothing moves.
import { use, useContext, useEffect, useId, useRef, useState } from 'react';
import { PageDataContext, useFuriganaOn } from '@hiroba/shared-ui';

/** What `load` answers while ふりがな is on (again when `key` changes); null while off, loading or failed. */
export function useReadings<T>(load: () => Promise<T>, key: unknown): T | null {
  const on = useFuriganaOn();
  const id = useId();
  const source = useContext(PageDataContext);
  const drawn = on && source?.settle ? use(source.settle(id, () => load().catch(() => null))) : undefined;
  const [readings, setReadings] = useState<T | null>(() => {
    if (drawn) return drawn.ok ? (drawn.data as T | null) : null;
    return on ? ((source?.initial?.(id)?.data as T | null | undefined) ?? null) : null;
  });
  // The server's readings stand for the first load, as usePageData's data does.
  const fromServer = useRef(readings !== null);
  useEffect(() => {
    if (fromServer.current) {
      fromServer.current = false;
      source?.taken?.(id, { sameForAll: true });
      // A signed-in reader may see texts the visitor did not (their own hidden answer): loaded again
      // for them, the drawn readings shown meanwhile.
      if (!source?.refresh) return;
    } else setReadings(null);
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
