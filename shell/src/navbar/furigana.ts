// The ふりがな switch (docs/reading-aids.md), remembered on the device like 文字サイズ and 配色, in a
// cookie of its own: the other choices' cookie is written by code in every first visit, which this
// must not grow. The pages (in the remotes) learn of a change from FURIGANA_EVENT and read the cookie
// at start, so only the panel needs this code, loaded when it first opens.
import { create } from 'zustand';
import { FURIGANA_COOKIE, FURIGANA_EVENT, furiganaInCookie } from '@hiroba/contract/reading-aids';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function writeCookie(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${FURIGANA_COOKIE}=${on ? 'on' : ''}; Path=/; Max-Age=${on ? ONE_YEAR_S : 0}; SameSite=Lax${secure}`;
}

interface FuriganaState {
  on: boolean;
  setOn(on: boolean): void;
}

export const useFurigana = create<FuriganaState>()((set) => ({
  on: typeof document !== 'undefined' && furiganaInCookie(document.cookie),
  setOn(on) {
    writeCookie(on);
    set({ on });
    window.dispatchEvent(new CustomEvent(FURIGANA_EVENT, { detail: on }));
  },
}));
