// お知らせ in the header, for a signed-in person of any role (docs/notifications.md): what the
// server gives (shared-ui calls no API itself, so the shell and the admin's header pass the calls)
// and where its code lives. This part is always loaded and only keeps the bell's place: the bell
// itself (bell-menu.tsx: Mantine's Menu and its positioning, the polling) loads when a signed-in
// header first draws it, so a visitor's first visit carries none of it. The place is as big as the
// bell, so nothing beside it moves when it arrives, nor when the count arrives after the takeover
// of a page the server drew.
import { lazy, Suspense, type CSSProperties } from 'react';
import type { BellMenuProps } from './bell-menu';

export type NotificationBellProps = BellMenuProps;

const BellMenu = lazy(() => import('./bell-menu'));

/** A 44px control (css/touch-targets.css), growing with the reading size. */
const PLACE: CSSProperties = { display: 'inline-flex', position: 'relative', flex: 'none', width: '2.75rem', height: '2.75rem' };

/** Render it only for a signed-in person: it reads their unread count at once. */
export function NotificationBell(props: NotificationBellProps) {
  return (
    <span style={PLACE} className="hiroba-notification-bell">
      <Suspense fallback={null}>
        <BellMenu {...props} />
      </Suspense>
    </span>
  );
}
