// The bell (お知らせ) for a signed-in person of any role, beside the menu button so phones see it
// too. shared-ui draws it; the shell gives it the calls and the data version (shared-ui calls no API).
import { api, selectSignedIn, useDataVersion, useSession } from '@hiroba/api-client';
import { NotificationBell } from '@hiroba/shared-ui';

export function NavbarBell() {
  const signedIn = useSession(selectSignedIn);
  const version = useDataVersion('notifications');
  if (!signedIn) return null;
  return <NotificationBell calls={api.notifications} version={version} />;
}
