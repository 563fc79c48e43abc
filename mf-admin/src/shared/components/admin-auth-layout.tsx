import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { LoadingState, pagePath } from '@hiroba/shared-ui';
import { useDarkScheme } from '../hooks/use-dark-scheme';
import '../styles/admin.css';

/** The dark frame of /admin-login: the site's name, a way back to the public site, the form. */
export function AdminAuthLayout() {
  useDarkScheme();
  return (
    <div className="admin-root">
      <header className="admin-topbar">
        <span className="admin-home-link">障害福祉Q&Aひろば 管理画面</span>
        <Link to={pagePath('top')} className="admin-topbar-link">
          公開サイトを見る
        </Link>
      </header>
      <main className="admin-auth-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
