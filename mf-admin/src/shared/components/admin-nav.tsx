import { NavLink } from 'react-router-dom';
import { pagePath } from '@hiroba/shared-ui';
import { ADMIN_SECTIONS } from '../lib/admin-sections';
import { useOpenReviewCount } from '../../features/reviews/hooks/use-open-review-count';
import { reviewNavLabel } from '../../features/reviews/lib/review-nav-label';

export const ADMIN_NAV_ID = 'admin-nav';

// docs/product.md#admin-area: the dashboard, then each section (columns open on their "all statuses"
// list).
const LINKS = [{ to: pagePath('admin-dashboard'), label: 'ダッシュボード' }, ...ADMIN_SECTIONS];
const REPORTS = pagePath('admin-reports');

interface Props {
  hidden: boolean;
  onNavigate: () => void;
}

/** The side navigation; NavLink marks the current section with aria-current="page". */
export function AdminNav({ hidden, onNavigate }: Props) {
  // In the link's text, so its accessible name says it too.
  const openReviews = useOpenReviewCount();
  return (
    <nav id={ADMIN_NAV_ID} className="admin-nav" aria-label="管理メニュー" hidden={hidden}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === pagePath('admin-dashboard')} className="admin-nav-link" onClick={onNavigate}>
              {link.to === REPORTS ? reviewNavLabel(link.label, openReviews) : link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
