// Whether ふりがな is on, from its cookie and the switch's event (docs/reading-aids.md): a page needs
// none of the switch's code to follow it. Off until mounted, as on the server, so the markup drawn on
// the server and the first render agree; the readings arrive after either way.
import { useEffect, useState } from 'react';
import { FURIGANA_EVENT, furiganaInCookie } from '@hiroba/contract/reading-aids';

export function useFuriganaOn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(furiganaInCookie(document.cookie));
    const changed = (event: Event) => setOn((event as CustomEvent<boolean>).detail);
    window.addEventListener(FURIGANA_EVENT, changed);
    return () => window.removeEventListener(FURIGANA_EVENT, changed);
  }, []);
  return on;
}

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
