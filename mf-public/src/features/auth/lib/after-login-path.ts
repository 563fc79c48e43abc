import type { Role } from '@hiroba/api-client';
import { pagePath } from '@hiroba/shared-ui';
import { safeRedirectPath } from '../../../shared/lib/safe-redirect';

const HOME_BY_ROLE: Record<Role, string> = {
  admin: pagePath('admin-dashboard'),
  expert: pagePath('expert-home'),
  paid_member: pagePath('my-page'),
  free_member: pagePath('my-page'),
};

// Pages that make no sense to land on right after signing in.
const NOT_AFTER_LOGIN = [pagePath('login'), pagePath('forgot-password'), pagePath('free-member-register')];

/** Back to the page that asked for a sign-in (same site only), else the role's own page. */
export function afterLoginPath(redirect: string | null, role: Role): string {
  const back = safeRedirectPath(redirect);
  if (back && !NOT_AFTER_LOGIN.some((p) => back === p || back.startsWith(`${p}?`) || back.startsWith(`${p}/`))) {
    return back;
  }
  return HOME_BY_ROLE[role] ?? pagePath('my-page');
}
