import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState, pagePath } from '@hiroba/shared-ui';
import { useSession } from '@hiroba/api-client';
import { useAdminGuard } from '../hooks/use-admin-guard';
import { useDarkScheme } from '../hooks/use-dark-scheme';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { ADMIN_NAV_WIDTH } from '../lib/admin-constants';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { AdminNav } from './admin-nav';
import { AdminTopBar } from './admin-top-bar';
import '../styles/admin.css';

const MAIN_ID = 'admin-main';

/**
 * The dark admin frame (docs/product.md#admin-layout): top bar, side navigation, breadcrumbs and the
 * page. Nothing of it shows until the guard has passed and the session user is an admin
 * (docs/product.md#admin-guard).
 * The shell still draws its skip link and snackbar around this frame, so neither is repeated here.
 */
export function AdminLayout() {
  useDarkScheme();
  const guard = useAdminGuard();
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const narrow = useNarrowScreen();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();

  // A new page closes the folded menu, so the page itself is what a phone shows next.
  useEffect(() => setNavOpen(false), [pathname]);

  if (guard === 'checking') {
    return (
      <div className="admin-root">
        <LoadingState />
      </div>
    );
  }
  if (guard === 'refused') return null;
  // Signed out in the meantime (another tab, an expired session): back to the admin login.
  if (!isAdmin) return <Navigate to={pagePath('admin-login')} replace />;

  const style = { '--admin-nav-width': `${ADMIN_NAV_WIDTH}px` } as CSSProperties;
  return (
    <div className="admin-root" data-narrow={narrow} style={style}>
      <AdminTopBar navToggle={narrow ? { expanded: navOpen, onToggle: () => setNavOpen((open) => !open) } : null} />
      <div className="admin-body">
        <AdminNav hidden={narrow && !navOpen} onNavigate={() => setNavOpen(false)} />
        <main id={MAIN_ID} className="admin-main" tabIndex={-1}>
          <AdminBreadcrumbs />
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
