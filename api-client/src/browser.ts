// The one place the api-client leaves the page, so tests can watch it (jsdom cannot navigate).
export const browser = {
  /** Full page load: drops every in-memory state of the shell and the remotes. */
  goTo(url: string): void {
    window.location.assign(url);
  },
};
