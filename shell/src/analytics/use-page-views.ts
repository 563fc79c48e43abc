import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPage } from '@hiroba/shared-ui';
import { trackPageView } from './analytics';

/** The analytics name of a URL: its route pattern, or '/404' for a path the table does not know. */
export function pagePattern(pathname: string): string {
  return matchPage(pathname)?.route.path ?? '/404';
}

/** A page view on every route change (docs/product.md#page-views; the query string never counts). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pagePattern(pathname));
  }, [pathname]);
}
