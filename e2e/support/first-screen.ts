// What moves on the first screen as the browser takes over a page the server drew.
import type { Page } from 'playwright-core';

/**
 * Notes every element seen on the first screen, with where it starts in page coordinates, as the
 * shell's entry is added (the page is on the screen and no script of the site has run yet). As for
 * the browser's layout shift, an element moves when its start moves; growing is not moving.
 * `skipLists`: leave out what is inside the main lists (a signed-in reader's lists load again, with
 * what other tests, side by side on one site, have posted meanwhile). Call before `goto`.
 */
export async function watchFirstScreen(page: Page, { skipLists = false } = {}) {
  await page.addInitScript((listsLoadedAgain: boolean) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return `${Math.round(r.left + scrollX)},${Math.round(r.top + scrollY)}`;
    };
    const drawn = new Map<Element, string>();
    new MutationObserver((_, observer) => {
      if (!document.querySelector('script[src*="/main."]')) return;
      observer.disconnect();
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if ((r.width || r.height) && r.top < innerHeight && !(listsLoadedAgain && el.closest('main section ul'))) drawn.set(el, box(el));
      }
    }).observe(document, { childList: true, subtree: true });
    // What moved: elements drawn by the server and still on the page, whose box changed.
    Object.assign(window, {
      drawnCount: () => drawn.size,
      moved: () =>
        [...drawn]
          .filter(([el, before]) => el.isConnected && box(el) !== before)
          .map(([el, before]) => `${el.tagName}.${String(el.className).slice(0, 40)} ${before} → ${box(el)}`),
    });
  }, skipLists);
  const call = (fn: 'drawnCount' | 'moved') => page.evaluate((name) => (window as unknown as Record<string, () => unknown>)[name](), fn);
  return {
    /** How many elements were on the first screen as the server drew it. */
    drawnCount: () => call('drawnCount') as Promise<number>,
    /** Those that have moved since, each as `TAG.class before → after`. */
    moved: () => call('moved') as Promise<string[]>,
  };
}
