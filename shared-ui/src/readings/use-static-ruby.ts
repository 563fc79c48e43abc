// Whether ふりがな is on, for every page part and page (one store), and how to draw the fixed text's
// ふりがな: null while ふりがな is off (the text as it is, no wrapper), else the mapper once its chunk
// has loaded. Only this small store is in the page parts (and so in every first visit); the mapper and
// the readings load when ふりがな is first on, and the switch that turns it on (set-furigana.ts) when
// its panel is about to open. The state comes from the cookie when the page loads, then from the
// switch (docs/reading-aids.md#the-switch-and-the-pages). Off on the server and while hydrating
// (zustand answers its initial state there), so the drawn markup and the first render agree.
import { create } from 'zustand';
import type { ReactNode } from 'react';
import { retryable } from '@hiroba/api-client';
import { furiganaInCookie } from '@hiroba/contract/reading-aids';

export type StaticRuby = (node: ReactNode) => ReactNode;

const useFurigana = create<{ on: boolean; ruby: StaticRuby | null }>(() => ({ on: false, ruby: null }));

// A failed load is tried again at the next switch.
const loadStaticRuby = retryable(() => import('./static-ruby').then((loaded): StaticRuby => loaded.withStaticReadings));

/** Shows or drops ふりがな on the open page (the switch writes the cookie first). */
export function followFurigana(on: boolean): void {
  useFurigana.setState(on ? { on } : { on, ruby: null });
  if (!on) return;
  // A load that ends after the switch went off again is dropped; a failed load leaves the text without ruby.
  loadStaticRuby().then((ruby) => useFurigana.getState().on && useFurigana.setState({ ruby }), () => undefined);
}

if (typeof window !== 'undefined') followFurigana(furiganaInCookie(document.cookie));

/** Whether ふりがな is on (false on the server and while hydrating). */
export const useFuriganaOn = (): boolean => useFurigana((state) => state.on);

export const useStaticRuby = (): StaticRuby | null => useFurigana((state) => state.ruby);
