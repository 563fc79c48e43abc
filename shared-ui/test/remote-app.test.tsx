// The route table's readers agree: each remote registers exactly its pages, React Router (inside a
// remote) picks the same page for a URL as matchPage (shell and server), and remoteApp draws it.
import { matchRoutes, Outlet } from 'react-router-dom';
import { PAGE_ROUTES, REMOTE_NAMES, matchPage, pagePath, type PageEntry, type PageName } from '@hiroba/contract/routes';
import { openedPageLoaded, remoteApp, type PageLoaders } from '../src/routing/remote-app';
import { renderWithProviders, screen } from './render';
import { pages as publicPages } from '../../mf-public/src/app';
import { pages as memberPages } from '../../mf-member/src/app';
import { pages as expertPages } from '../../mf-expert/src/app';
import { pages as adminPages } from '../../mf-admin/src/app';

const ROUTES = PAGE_ROUTES as readonly PageEntry[];

it.each([
  ['mf_public', publicPages],
  ['mf_member', memberPages],
  ['mf_expert', expertPages],
  ['mf_admin', adminPages],
] as const)('%s registers one loader for each of its pages, no more', (remote, pages) => {
  expect(REMOTE_NAMES).toContain(remote);
  expect(Object.keys(pages).sort()).toEqual(ROUTES.filter((r) => r.remote === remote).map((r) => r.name).sort());
});

describe('React Router ranks the table as matchPage does', () => {
  const sample = (route: PageEntry, value: string) =>
    (pagePath as (name: string, params: object) => string)(
      route.name,
      Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, param]) => [param, route.params?.[param]?.[0] ?? value])),
    );
  // Values that look like fixed segments are the cases a wrong order gets wrong.
  const urls = [
    ...ROUTES.flatMap((route) => ['手話', 'search', 'new', 'column-detail', 'edit'].map((value) => sample(route, value))),
    ...ROUTES.map((route) => route.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x')),
  ];
  const rrRoutes = ROUTES.map((route) => ({ path: route.path, id: route.name }));

  it.each([...new Set(urls)])('%s', (url) => {
    const ours = matchPage(url);
    if (!ours) return; // a value the table refuses: the shell never mounts a remote for it
    const theirs = matchRoutes(rrRoutes, url);
    expect(theirs?.[0].route.id).toBe(ours.route.name);
  });
});

describe('remoteApp', () => {
  const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });
  const loaders = Object.fromEntries(
    ROUTES.filter((r) => r.remote === 'mf_admin').map((r) => [r.name, page(`ページ ${r.name}`)]),
  ) as unknown as PageLoaders<'mf_admin'>;
  function Frame() {
    return (
      <div data-testid="frame">
        <Outlet />
      </div>
    );
  }
  const App = remoteApp('mf_admin', loaders, { layouts: { admin: <Frame /> } });

  it.each<[string, PageName]>([
    ['/admin', 'admin-dashboard'],
    ['/admin/experts/new', 'admin-expert-new'],
    ['/admin/experts/3', 'admin-expert-detail'],
    ['/admin/users/paid_member/4', 'admin-user-detail'],
    ['/admin/users/free_member/4', 'admin-user-detail'],
    ['/admin/users/admin/4', 'admin-user-detail'],
  ])('%s draws the page %s inside its layout', async (route, name) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { name: `ページ ${name}` })).toBeInTheDocument();
    expect(screen.getByTestId('frame')).toBeInTheDocument();
  });

  it('a page without a layout of its own is drawn bare', async () => {
    renderWithProviders(<App />, { route: '/admin-login' });
    expect(await screen.findByRole('heading', { name: 'ページ admin-login' })).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
  });

  it.each(['/admin/nothing-here', '/about', '/admin/users/visitor/4'])('%s is the not-found page', async (route) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});

describe('the page the browser opened', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is loaded as soon as its remote App is created, and then drawn at once, never as the loading state', async () => {
    window.history.replaceState(null, '', '/admin/experts/3');
    const loads: string[] = [];
    const loaders = Object.fromEntries(
      ROUTES.filter((r) => r.remote === 'mf_admin').map((r) => [
        r.name,
        () => {
          loads.push(r.name);
          return Promise.resolve({ default: () => <h1>{`開いたページ ${r.name}`}</h1> });
        },
      ]),
    ) as unknown as PageLoaders<'mf_admin'>;
    const Opened = remoteApp('mf_admin', loaders);
    expect(loads).toEqual(['admin-expert-detail']);
    await openedPageLoaded();
    renderWithProviders(<Opened />, { route: '/admin/experts/3' });
    // In the first render: no Suspense fallback, so hydration draws it in the same pass.
    expect(screen.getByRole('heading', { name: '開いたページ admin-expert-detail' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("another remote's App loads nothing ahead", () => {
    window.history.replaceState(null, '', '/admin/experts/3');
    const loads: string[] = [];
    const loaders = Object.fromEntries(
      ROUTES.filter((r) => r.remote === 'mf_public').map((r) => [r.name, () => (loads.push(r.name), Promise.resolve({ default: () => null }))]),
    ) as unknown as PageLoaders<'mf_public'>;
    remoteApp('mf_public', loaders);
    expect(loads).toEqual([]);
  });
});
