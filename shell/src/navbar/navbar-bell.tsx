// The bell (お知らせ) for a signed-in person of any role, beside the menu button so phones see it
// too. shared-ui draws it; the shell gives it the calls and the data version (shared-ui calls no API).
// Its place is kept for everyone, visitors too: a page the server drew does not know who reads it,
// and the bell arriving after the takeover must not move the menu button (nor anything beside it).
import { api, selectSignedIn, useDataVersion, useSession } from '@hiroba/api-client';
import { NotificationBell } from '@hiroba/shared-ui';
import classes from './navbar.module.css';

export function NavbarBell() {
  const signedIn = useSession(selectSignedIn);
  const version = useDataVersion('notifications');
  if (!signedIn) return <span className={classes.bellPlace} aria-hidden="true" />;
  return <NotificationBell calls={api.notifications} version={version} />;
}
