// The one catch-all route: the URL picks an entry of the route table, whose layout, guard and remote
// draw the page. No match → NotFoundPage, without loading any remote.
import { NotFoundPage, useLocation } from '@hiroba/shared-ui';
import { DefaultLayout, LAYOUTS } from '../layouts/layouts';
import { RemoteSlot } from '../remotes/remote-slot';
import { GuardedRoute } from './route-guard';
import { matchRoute } from './route-table';

export function RouteOutlet() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  if (!match) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  const { layout, guard, remote } = match.entry;
  const Layout = LAYOUTS[layout];
  return (
    <Layout>
      <GuardedRoute guard={guard}>
        <RemoteSlot key={remote} name={remote} />
      </GuardedRoute>
    </Layout>
  );
}
