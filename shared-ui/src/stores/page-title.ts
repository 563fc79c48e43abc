// The current page's title. usePageTitle() writes it and document.title; the shell reads it to
// announce each route change to screen readers.
import { create } from 'zustand';

export const SITE_NAME = '障害福祉Q&Aひろば';
/** The bare site title (top page). */
export const SITE_TITLE = '障害福祉Q&Aひろば｜障害福祉の質問と回答・コラム';

/** `${title}｜障害福祉Q&Aひろば`, or the bare site title for null. */
export function documentTitle(title: string | null): string {
  return title === null ? SITE_TITLE : `${title}｜${SITE_NAME}`;
}

interface PageTitleState {
  /** The page's own title (null on the top page); undefined until a page has set one. */
  title: string | null | undefined;
  set(title: string | null): void;
}

export const usePageTitleStore = create<PageTitleState>()((set) => ({
  title: undefined,
  set(title) {
    set({ title });
  },
}));
