// Whether to draw the fixed text's ふりがな, and how: null while ふりがな is off (the text as it is, no
// wrapper), else the mapper once its chunk has loaded. Only this small store is in the page parts (and
// so in every first visit); the mapper and the readings load when ふりがな is first on. The state comes
// from the cookie and FURIGANA_EVENT (docs/reading-aids.md#the-switch-and-the-pages), as the pages' own
// readings do: none of the switch's code is needed. One store for the whole page, not a hook per
// header: the listener is set once, and each header only reads it. Null on the server and while
// hydrating (zustand answers its initial state there), so the drawn markup and the first render agree.
import { create } from 'zustand';
import type { ReactNode } from 'react';
import { FURIGANA_EVENT, furiganaInCookie } from '@hiroba/contract/reading-aids';

export type StaticRuby = (node: ReactNode) => ReactNode;

const useRuby = create<{ ruby: StaticRuby | null }>(() => ({ ruby: null }));

let loading: Promise<StaticRuby> | undefined;

function follow(on: boolean): void {
  if (!on) return useRuby.setState({ ruby: null });
  loading ??= import('./static-ruby').then(
    (loaded) => loaded.withStaticReadings,
    (error: unknown) => {
      loading = undefined; // tried again at the next switch
      throw error;
    },
  );
  // A load that ends after the switch went off again is dropped (the switch writes the cookie first);
  // a failed load leaves the text without ruby.
  loading.then((ruby) => furiganaInCookie(document.cookie) && useRuby.setState({ ruby }), () => undefined);
}

if (typeof window !== 'undefined') {
  follow(furiganaInCookie(document.cookie));
  window.addEventListener(FURIGANA_EVENT, (event) => follow((event as CustomEvent<boolean>).detail));
}

export const useStaticRuby = (): StaticRuby | null => useRuby((state) => state.ruby);
