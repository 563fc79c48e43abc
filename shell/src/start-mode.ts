// Whether the browser takes over the page the server drew (hydrate) or draws it anew (render). The
// server draws every page as a visitor sees it. A signed-in reader's page differs (their menu, what
// they may edit), yet it is taken over too: it hydrates as drawn (the session store's initial state
// is signed out) and is redrawn for them right after, its data loaded again for them while the
// visitor's stays on the screen ('refresh'). Emptying the page and drawing it anew flashed a blank
// page and moved everything as the data came. Only a page whose remote the browser cannot load, or
// a URL the server did not draw, is drawn anew.
export type StartMode = 'hydrate' | 'refresh' | 'render';

export function startMode({
  drawnUrl,
  currentUrl,
  signedIn,
  remoteLoaded,
  furiganaLoaded = true,
}: {
  /** The URL of the page the server drew into #root; null when it drew none. */
  drawnUrl: string | null;
  currentUrl: string;
  signedIn: boolean;
  remoteLoaded: boolean;
  /** False when the page was drawn with ふりがな and the browser could not load its fixed text's readings. */
  furiganaLoaded?: boolean;
}): StartMode {
  if (drawnUrl === null || drawnUrl !== currentUrl || !remoteLoaded || !furiganaLoaded) return 'render';
  return signedIn ? 'refresh' : 'hydrate';
}
