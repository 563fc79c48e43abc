// The one place this remote leaves the page with a full load, so tests can watch it (jsdom cannot navigate).
export const fullPageLoad = {
  /** Drops every in-memory state (session store, page data) along with the page. */
  goTo(url: string): void {
    window.location.assign(url);
  },
};
