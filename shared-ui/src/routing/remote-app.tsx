// A remote's ./App, built from the route table (@hiroba/contract/routes): one <Route> per page the
// remote owns, with the absolute path of the table, each page its own lazy chunk, and NotFoundPage
// for anything else (docs/CONTRACT.md). Every remote builds its App this way, so a page cannot be
// missing from a remote or served by the wrong one.
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { PAGE_ROUTES, paramsAllowed, type LayoutName, type PageName, type PageNameOf, type RemoteName } from '@hiroba/contract/routes';
import { LoadingState } from '../components/loading-state';
import { NotFoundPage } from '../components/not-found-page';

/** What a page module default-exports: the page, with no props (it reads the URL itself). */
export interface PageModule {
  default: ComponentType;
}

/** One loader per page the remote owns; a missing or extra page name is a type error. */
export type PageLoaders<R extends RemoteName> = { readonly [N in PageNameOf<R>]: () => Promise<PageModule> };

export interface RemoteAppOptions {
  /** Layout routes the remote draws itself (an element rendering <Outlet />), by the table's layout. */
  layouts?: Partial<Record<LayoutName, ReactElement>>;
}

/** React Router matches by pattern alone; a value the table does not allow is a 404 here too. */
function AllowedParams({ name, children }: { name: PageName; children: ReactNode }) {
  return paramsAllowed(name, useParams()) ? children : <NotFoundPage />;
}

export function remoteApp<R extends RemoteName>(remote: R, loaders: PageLoaders<R>, { layouts = {} }: RemoteAppOptions = {}): ComponentType {
  const byLayout = new Map<LayoutName, ReactElement[]>();
  for (const route of PAGE_ROUTES) {
    if (route.remote !== remote) continue;
    const Page = lazy((loaders as Record<string, () => Promise<PageModule>>)[route.name]);
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
