// The login page with the way back (its `redirect` parameter), from the shell's guard and the
// invitations to sign in; the login page accepts only a path of this site.
import { pagePath } from '@hiroba/contract/routes';

export function loginPath({ pathname, search = '' }: { pathname: string; search?: string }): string {
  return pagePath('login', {}, { redirect: pathname + search });
}
