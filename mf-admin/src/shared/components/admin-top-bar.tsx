import { Link } from 'react-router-dom';
import { api, useDataVersion } from '@hiroba/api-client';
import { Button, NotificationBell, pagePath } from '@hiroba/shared-ui';
import { adminLogout } from '../lib/admin-logout';
import { ADMIN_NAV_ID } from './admin-nav';

interface Props {
  /** Shown only on narrow screens, where the side navigation folds away. */
  navToggle: { expanded: boolean; onToggle: () => void } | null;
}

export function AdminTopBar({ navToggle }: Props) {
  // The admin's own notifications (new reports, expert applications): the same bell as the site's header.
  const notifications = useDataVersion('notifications');
  return (
    <header className="admin-topbar">
      <Link to={pagePath('admin-dashboard')} className="admin-home-link">
        障害福祉Q&Aひろば 管理画面
      </Link>
      <Link to={pagePath('top')} className="admin-topbar-link">
        公開サイトを見る
      </Link>
      <NotificationBell calls={api.notifications} version={notifications} variant="white" />
      <Button variant="white" color="dark" onClick={() => void adminLogout()}>
        ログアウト
      </Button>
      {/* Last in the bar, so the next Tab after opening the menu lands in it. */}
      {navToggle && (
        <Button
          variant="default"
          aria-expanded={navToggle.expanded}
          aria-controls={ADMIN_NAV_ID}
          onClick={navToggle.onToggle}
        >
          管理メニュー
        </Button>
      )}
    </header>
  );
}
