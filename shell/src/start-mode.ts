// Whether the browser takes over the page the server drew (hydrate) or draws it anew (render). The
// server draws every page as a visitor sees it, so a signed-in reader, whose page differs (their
// menu, what they may edit), gets it drawn anew; so does a page whose remote the browser cannot load.
export type StartMode = 'hydrate' | 'render';

export function startMode({
  drawnUrl,
  currentUrl,
  signedIn,
  remoteLoaded,
}: {
  /** The URL of the page the server drew into #root; null when it drew none. */
  drawnUrl: string | null;
  currentUrl: string;
  signedIn: boolean;
  remoteLoaded: boolean;
}): StartMode {
  return drawnUrl !== null && drawnUrl === currentUrl && !signedIn && remoteLoaded ? 'hydrate' : 'render';
}
