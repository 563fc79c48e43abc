/** Full page loads go through this object so tests can watch them (jsdom cannot navigate). */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
