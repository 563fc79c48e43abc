// A remote's ./App, built from the route table (@hiroba/contract/routes): one <Route> per page the
// remote owns, with the absolute path of the table, each page its own lazy chunk, and NotFoundPage
// for anything else (docs/CONTRACT.md). Every remote builds its App this way, so a page cannot be
// missing from a remote or served by the wrong one.
import { lazy, Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { PAGE_ROUTES, matchPage, paramsAllowed, type LayoutName, type PageName, type PageNameOf, type RemoteName } from '@hiroba/contract/routes';
import { LoadingState } from '../components/loading-state';
import { NotFoundPage } from '../components/not-found-page';
import { withFormParts } from '../forms/lazy-form-parts';

/** What a page module default-exports: the page, with no props (it reads the URL itself). */
export interface PageModule {
  default: ComponentType;
}

/** One loader per page the remote owns; a missing or extra page name is a type error. */
export type PageLoaders<R extends RemoteName> = { readonly [N in PageNameOf<R>]: () => Promise<PageModule> };

export interface RemoteAppOptions<R extends RemoteName = RemoteName> {
  /** Layout routes the remote draws itself (an element rendering <Outlet />), by the table's layout. */
  layouts?: Partial<Record<LayoutName, ReactElement>>;
  /**
   * The pages that draw a form part (forms/lazy-form-parts.tsx): their chunk and the parts' are
   * fetched together. shared-ui/test/form-pages.test.ts checks the list against the pages' imports.
   */
  formPages?: readonly PageNameOf<R>[] | 'every page';
}

/**
 * A page's component, lazy, but drawn at once when its chunk is already here. `load` fetches it; a
 * mount keeps the way it started (lazy or at once), so a later load never remounts a page.
 */
function pageOf(loader: () => Promise<PageModule>): { Page: ComponentType; load: () => Promise<unknown> } {
  let loaded: ComponentType | undefined;
  const load = () =>
    loader().then((mod) => {
      loaded = mod.default;
      return mod;
    });
  const Lazy = lazy(load);
  function Page() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return { Page, load };
}

// The loads of the page the browser opened, by the remotes created since (one at most, in practice);
// a failed load is the lazy page's to report when it is drawn.
const openedPages = new Set<Promise<void>>();

/**
 * Resolves once the page the browser opened has its chunk, when its remote's App has been created
 * (remoteApp starts that load at once). The shell waits for it before hydrating a page the server
 * drew: the page is then hydrated in the same pass as the frame around it. Otherwise the page's part
 * would wait, still the server's HTML, for its chunk, and a click that changed the URL meanwhile (a
 * contents link's #fragment) made React throw that HTML away and draw the part anew.
 */
export function openedPageLoaded(): Promise<void> {
  return Promise.all(openedPages).then(() => undefined);
}

/** React Router matches by pattern alone; a value the table does not allow is a 404 here too. */
function AllowedParams({ name, children }: { name: PageName; children: ReactNode }) {
  return paramsAllowed(name, useParams()) ? children : <NotFoundPage />;
}

export function remoteApp<R extends RemoteName>(remote: R, loaders: PageLoaders<R>, { layouts = {}, formPages = [] }: RemoteAppOptions<R> = {}): ComponentType {
  const byLayout = new Map<LayoutName, ReactElement[]>();
  const opened = typeof window === 'undefined' ? null : matchPage(window.location.pathname)?.route.name;
  for (const route of PAGE_ROUTES) {
    if (route.remote !== remote) continue;
    const loader = (loaders as Record<string, () => Promise<PageModule>>)[route.name];
    const withForm = formPages === 'every page' || (formPages as readonly string[]).includes(route.name);
    const { Page, load } = pageOf(withForm ? withFormParts(loader) : loader);
    if (route.name === opened) openedPages.add(load().then(() => undefined, () => undefined));
    const element = (
      <AllowedParams name={route.name}>
        <Page />
      </AllowedParams>
    );
    byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), <Route key={route.name} path={route.path} element={element} />]);
  }
  const routes = [...byLayout].map(([layout, pages]) =>
    layouts[layout] ? (
      <Route key={layout} element={layouts[layout]}>
        {pages}
      </Route>
    ) : (
      pages
    ),
  );

  return function RemoteApp() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Routes>
          {routes}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    );
  };
}
