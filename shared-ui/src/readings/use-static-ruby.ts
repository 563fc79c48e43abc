// Whether to draw the fixed text's ふりがな, and how: null while ふりがな is off (the text as it is, no
// wrapper), else the mapper once its chunk has loaded. Only this small hook is in the page parts; the
// mapper and the readings load on the first page drawn with ふりがな on. The state comes from the
// cookie and FURIGANA_EVENT (docs/reading-aids.md#the-switch-and-the-pages), as the pages' own
// readings do: none of the switch's code is needed. Off until mounted, as on the server.
import { useEffect, useState, type ReactNode } from 'react';
import { FURIGANA_EVENT, furiganaInCookie } from '@hiroba/contract/reading-aids';

export type StaticRuby = (node: ReactNode) => ReactNode;

let loading: Promise<StaticRuby> | null = null;
function loadStaticRuby(): Promise<StaticRuby> {
  loading ??= import('./static-ruby').then(
    (module) => module.withStaticReadings,
    (error: unknown) => {
      loading = null; // tried again at the next switch or page
      throw error;
    },
  );
  return loading;
}

export function useStaticRuby(): StaticRuby | null {
  const [ruby, setRuby] = useState<StaticRuby | null>(null);
  useEffect(() => {
    let turn = 0; // a load that ends after the switch moved again is dropped
    const follow = (on: boolean) => {
      const mine = ++turn;
      if (!on) return setRuby(null);
      // A failed load leaves the text without ruby.
      loadStaticRuby().then((got) => mine === turn && setRuby(() => got), () => undefined);
    };
    follow(furiganaInCookie(document.cookie));
    const changed = (event: Event) => follow((event as CustomEvent<boolean>).detail);
    window.addEventListener(FURIGANA_EVENT, changed);
    return () => {
      turn = -1;
      window.removeEventListener(FURIGANA_EVENT, changed);
    };
  }, []);
  return ruby;
}
