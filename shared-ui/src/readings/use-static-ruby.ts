// Whether ふりがな is on, for every page part and page (one place), and how to draw the fixed text's
// ふりがな: null while ふりがな is off (the text as it is, no
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

const useFurigana = create<{ on: boolean; ruby: StaticRuby | null }>(() => ({ on: false, ruby: null }));

let loading: Promise<StaticRuby> | undefined;

function follow(on: boolean): void {
  useFurigana.setState(on ? { on } : { on, ruby: null });
  if (!on) return;
  loading ??= import('./static-ruby').then(
    (loaded) => loaded.withStaticReadings,
    (error: unknown) => {
      loading = undefined; // tried again at the next switch
      throw error;
    },
  );
  // A load that ends after the switch went off again is dropped (the switch writes the cookie first);
  // a failed load leaves the text without ruby.
  loading.then((ruby) => furiganaInCookie(document.cookie) && useFurigana.setState({ ruby }), () => undefined);
}

if (typeof window !== 'undefined') {
  follow(furiganaInCookie(document.cookie));
  window.addEventListener(FURIGANA_EVENT, (event) => follow((event as CustomEvent<boolean>).detail));
}

/** Whether ふりがな is on (false on the server and while hydrating). */
export const useFuriganaOn = (): boolean => useFurigana((state) => state.on);

export const useStaticRuby = (): StaticRuby | null => useFurigana((state) => state.ruby);
