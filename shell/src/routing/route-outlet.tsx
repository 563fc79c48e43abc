// The one catch-all route: the URL picks a page of the route table (@hiroba/contract/routes), whose
// layout, guard and remote draw it. No match → NotFoundPage, without loading any remote.
import { useLocation } from 'react-router-dom';
import { NotFoundPage, matchPage } from '@hiroba/shared-ui';
import { DefaultLayout, LAYOUTS } from '../layouts/layouts';
import { RemoteSlot } from '../remotes/remote-slot';
import { GuardedRoute } from './route-guard';

export function RouteOutlet() {
  const { pathname } = useLocation();
  const match = matchPage(pathname);
  if (!match) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  const { layout, guard, remote } = match.route;
  const Layout = LAYOUTS[layout];
  return (
    <Layout>
      <GuardedRoute guard={guard}>
        <RemoteSlot key={remote} name={remote} />
      </GuardedRoute>
    </Layout>
  );
}
