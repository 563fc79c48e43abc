// The shell's component tree inside the router: chrome that lives across pages (skip link, loading
// bar, route announcements, snackbar) around the one catch-all route.
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { usePageViews } from './analytics/use-page-views';
import { LoadingBar } from './chrome/loading-bar';
import { RouteChangeFocus } from './chrome/route-change-focus';
import { SkipLink } from './chrome/skip-link';
import { SnackbarHost } from './chrome/snackbar-host';
import { listenForChunkErrors } from './errors/chunk-reload';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { RouteOutlet } from './routing/route-outlet';

export function App() {
  usePageViews();
  useEffect(listenForChunkErrors, []);
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <RouteChangeFocus />
      <AppErrorBoundary>
        <Routes>
          <Route path="*" element={<RouteOutlet />} />
        </Routes>
      </AppErrorBoundary>
      <SnackbarHost />
    </>
  );
}
