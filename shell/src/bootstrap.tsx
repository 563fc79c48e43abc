// Start of the site: read config.json and remotes.json (written into the page by the server, else
// fetched no-store), put the config in shared-ui's runtime-config store (the shell's parts and every
// page read it there), register the four remotes with the federation runtime (a failed load is tried
// once more before the fallback: remotes/retry-once-plugin.ts), point the api-client
// at the API, start analytics if configured, and render MantineProvider once for the shell and every
// remote: hydrating the page the server drew when it can (start-mode.ts), else drawing it anew.
import '@hiroba/shared-ui/src/styles';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { FURIGANA_OFF, furiganaToDraw, openedPageLoaded, pageDataFromServer, setRuntimeConfig } from '@hiroba/shared-ui';
import { configureApi, useSession, viewCountedByPage } from '@hiroba/api-client';
import { startAnalytics } from './analytics/analytics';
import { readSiteState } from './config/site-state';
import { loadStartupFiles } from './config/startup-files';
import { loadRemoteApp, registerRemoteManifests } from './remotes/remote-registry';
import { retryOncePlugin } from './remotes/retry-once-plugin';
import { siteTree } from './site-tree';
import { startMode } from './start-mode';
import { seedTaxonomy } from './taxonomy/taxonomy-store';

/** Resolves once the browser has had a frame to paint (or after 100 ms in a hidden tab, where frames wait). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

const currentUrl = () => window.location.pathname + window.location.search;
const inBrowserRouter = (app: ReactNode) => <BrowserRouter>{app}</BrowserRouter>;

async function start(): Promise<void> {
  const state = readSiteState();
  const files = await loadStartupFiles(state);
  // Before the first render, so no page ever sees the defaults in place of the server's values.
  const config = setRuntimeConfig(files.config);
  configureApi({ baseUrl: config.apiBaseUrl });
  registerRemoteManifests(files.remotes);
  // In the browser only: a draw on the server that fails is left to the browser anyway.
  registerPlugins([retryOncePlugin()]);
  startAnalytics(config.gaMeasurementId);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const page = state?.page;
  // This page's response counted the reader's view of its article; their own read of it says so.
  if (page?.countedView) viewCountedByPage(page.countedView);
  const [remoteLoaded, drawnFurigana] = await Promise.all([
    // Hydration needs the remote's App at hand, as it was on the server.
    page ? loadRemoteApp(page.remote).then(() => true, () => false) : false,
    // A page drawn with ふりがな (the reader's cookie) hydrates with the same ruby: the fixed text's
    // mapper too (loading since the cookie was read).
    page?.furigana ? furiganaToDraw(true) : FURIGANA_OFF,
  ]);
  const mode = startMode({
    drawnUrl: page && root.hasChildNodes() ? page.url : null,
    currentUrl: currentUrl(),
    signedIn: Boolean(useSession.getState().token),
    remoteLoaded,
    furiganaLoaded: drawnFurigana !== null,
  });
  if (page && mode !== 'render') {
    // The page's own chunk too, so the whole page hydrates in one pass (openedPageLoaded).
    await openedPageLoaded();
    // The page is readable already: let the browser show it before hydration takes the main thread.
    await afterNextPaint();
    seedTaxonomy(page.taxonomy);
    // As a transition, hydration yields to the browser every few milliseconds instead of taking the
    // main thread for its whole length (hundreds of milliseconds on a slow phone): the reader can
    // scroll meanwhile, and a click lands at once (React hydrates what was clicked first).
    startTransition(() => {
      const drawnData = pageDataFromServer(page.url, page.data, currentUrl, page.crumbs, { refresh: mode === 'refresh' });
      hydrateRoot(root, siteTree(inBrowserRouter, drawnData, { taxonomy: page.taxonomy, furigana: drawnFurigana ?? FURIGANA_OFF }));
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(siteTree(inBrowserRouter, null));
}

void start();
