// Guards of the route table: 'signed-in' needs a session, 'expert' a session with role expert.
// The server still decides every call; this only spares people pages they cannot use.
// The admin area guards itself (mf_admin, docs/product.md#admin-guard).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '@hiroba/shared-ui';
import { selectRole, useSession } from '@hiroba/api-client';
import type { RouteGuard as GuardName } from '@hiroba/shared-ui';
import { ExpertOnlyNotice } from './expert-only-notice';

export function GuardedRoute({ guard, children }: { guard?: GuardName; children: ReactNode }) {
  const role = useSession(selectRole);
  const location = useLocation();
  if (!guard) return children;
  if (!role) return <Navigate to={loginPath(location)} replace />;
  if (guard === 'expert' && role !== 'expert') return <ExpertOnlyNotice />;
  return children;
}
