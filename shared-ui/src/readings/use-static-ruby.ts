// Whether ふりがな is on, for every page part and page (one store), and how to draw the fixed text's
// ふりがな: null while ふりがな is off (the text as it is, no wrapper), else the mapper once its chunk
// has loaded. Only this small store is in the page parts (and so in every first visit); the mapper and
// the readings load when ふりがな is first on, and the switch that turns it on (set-furigana.ts) when
// its panel is about to open. The state comes from the cookie when the page loads, then from the
// switch (docs/reading-aids.md#the-switch-and-the-pages).
// A page drawn on the server is drawn as the reader's cookie says (`DrawnFurigana`, given to the site's
// tree on both sides): on the server it is this request's, and while the browser hydrates it is what
// the server drew with, so the drawn markup and the first render agree; after that, the store.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { create } from 'zustand';
import { retryable } from '@hiroba/api-client';
import { furiganaInCookie } from '@hiroba/contract/reading-aids';

export type StaticRuby = (node: ReactNode) => ReactNode;
export interface Furigana {
  on: boolean;
  ruby: StaticRuby | null;
}

export const FURIGANA_OFF: Furigana = { on: false, ruby: null };

const useFurigana = create<Furigana>(() => FURIGANA_OFF);

/** How the page was drawn (server: this request; browser: the page the server drew, while hydrating). */
export const DrawnFurigana = createContext<Furigana>(FURIGANA_OFF);

// A failed load is tried again at the next switch.
const loadStaticRuby = retryable(() => import('./static-ruby').then((loaded): StaticRuby => loaded.withStaticReadings));

/** Shows or drops ふりがな on the open page (the switch writes the cookie first). */
export function followFurigana(on: boolean): void {
  useFurigana.setState(on ? { on } : FURIGANA_OFF);
  if (!on) return;
  // A load that ends after the switch went off again is dropped; a failed load leaves the text without ruby.
  loadStaticRuby().then((ruby) => useFurigana.getState().on && useFurigana.setState({ ruby }), () => undefined);
}

if (typeof window !== 'undefined') followFurigana(furiganaInCookie(document.cookie));

/**
 * The ふりがな to draw a page with: off, or on with the mapper loaded; null when the mapper did not
 * load (the server then draws without ruby, the browser draws the page anew). In the browser the
 * answer is the store's own state, so nothing draws again after hydration.
 */
export async function furiganaToDraw(on: boolean): Promise<Furigana | null> {
  if (!on) return FURIGANA_OFF;
  try {
    const ruby = await loadStaticRuby();
    const state = useFurigana.getState();
    return state.ruby === ruby ? state : { on: true, ruby };
  } catch {
    return null;
  }
}

function useFuriganaState(): Furigana {
  const drawn = useContext(DrawnFurigana);
  return useSyncExternalStore(useFurigana.subscribe, useFurigana.getState, () => drawn);
}

/** Whether ふりがな is on (on the server and while hydrating: as the page is drawn). */
export const useFuriganaOn = (): boolean => useFuriganaState().on;

export const useStaticRuby = (): StaticRuby | null => useFuriganaState().ruby;
