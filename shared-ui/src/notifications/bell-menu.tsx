// The bell itself (notification-bell.tsx keeps its place and loads this): a button named with the
// unread count (「お知らせ（未読3件）」; the badge repeats the number for the eye only), opening
// Mantine's Menu: Enter, Space or a click opens it with the focus inside, the arrow keys and Tab move,
// Escape closes it and gives the focus back to the bell. The menu holds the newest few notifications
// (each a link to its place, marked read as it is opened), すべて既読にする and the link to them all.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { Api, Notification } from '@hiroba/api-client';
import { notificationBellLabel } from '@hiroba/contract/notifications';
import { pagePath } from '@hiroba/contract/routes';
import { ActionIcon, Badge, Menu, Text, type ActionIconProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DateText } from '../components/date-text';
import { markRead, UNREAD_MARK } from './mark-read';
import { useUnreadCount } from './use-unread-count';
import classes from './bell-menu.module.css';

/** How many of the newest notifications the menu shows; the page shows them all. */
export const BELL_ITEMS = 5;
export const READ_ALL_LABEL = 'すべて既読にする';
export const SEE_ALL_LABEL = 'お知らせをすべて見る';

export interface BellMenuProps {
  /** api.notifications, passed in by the shell or the admin's header. */
  calls: Pick<Api['notifications'], 'list' | 'unreadCount' | 'read' | 'readAll'>;
  /** useDataVersion('notifications'): the count is read again after a write that changed it. */
  version: number;
  /** `white` on the admin's dark bar. */
  variant?: ActionIconProps['variant'];
}

type Items = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: Notification[] };

function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export default function BellMenu({ calls, version, variant = 'default' }: BellMenuProps) {
  const unread = useUnreadCount(calls.unreadCount, version);
  const [items, setItems] = useState<Items>({ state: 'loading' });
  // The list is read when the bell is pointed at or focused, so it is there when the menu opens and
  // the focus lands on the newest item; again only after the count or a write changed it.
  const loaded = useRef<string | null>(null);
  const freshness = `${version}:${unread}`;
  // Without Mantine's focus placeholder its trap finds nothing to focus while the menu fades in, so
  // the first item takes the focus once the menu is shown (as a menu button's menu does).
  const dropdown = useRef<HTMLDivElement>(null);
  const focusFirstItem = () => dropdown.current?.querySelector<HTMLElement>('[data-menu-item]:not(:disabled)')?.focus();
  // A menu opened before its list arrived waits for it, so the focus lands on the newest notification
  // and not on すべて既読にする, where Mantine's trap may have put it (Enter there would mark everything
  // read unseen).
  const shownItems = useRef(items);
  shownItems.current = items;
  const focusWaits = useRef(false);
  // A reader who already moved in the menu keeps their place: on a slow device the fade-in may end
  // after they pressed the arrow keys or Tab.
  const movedInMenu = useRef(false);
  const focusWhenShown = () => {
    if (shownItems.current.state === 'loading') focusWaits.current = true;
    else if (!movedInMenu.current) focusFirstItem();
  };
  useEffect(() => {
    if (items.state === 'loading' || !focusWaits.current) return;
    focusWaits.current = false;
    focusFirstItem();
  }, [items]);
  // Closed by a link, the focus goes where the link leads (the answer it names, the page's heading),
  // not back to the bell; closed by Escape or a click outside, back to the bell.
  const [returnFocus, setReturnFocus] = useState(true);
  const leave = () => setReturnFocus(false);
  const load = () => {
    if (loaded.current === freshness) return;
    loaded.current = freshness;
    // What the menu showed is out of date (the count moved): it is not offered while the new list comes.
    setItems({ state: 'loading' });
    calls.list({ page: 1, per: BELL_ITEMS }).then(
      (page) => setItems({ state: 'loaded', items: page.data }),
      () => {
        loaded.current = null;
        setItems((shown) => (shown.state === 'loaded' ? shown : { state: 'failed' }));
      },
    );
  };

  return (
    // No focus placeholder (a presentational element with a tabindex, which a menu may not hold): the
    // focus goes to the first item, the newest notification.
    // The count is drawn beside the button, not in it: the button's name already says it in words, and
    // a number inside would be text the name does not hold (WCAG 2.5.3, label in name).
    <span className={classes.bell}>
    <Menu
      onOpen={() => {
        setReturnFocus(true);
        movedInMenu.current = false;
        load();
      }}
      returnFocus={returnFocus}
      onEnterTransitionEnd={focusWhenShown}
      onClose={() => (focusWaits.current = false)}
      position="bottom-end"
      width={340}
      menuItemTabIndex={0}
      withInitialFocusPlaceholder={false}
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <ActionIcon variant={variant} size="2.75rem" radius="xl" aria-label={notificationBellLabel(unread ?? 0)} onFocus={load} onMouseEnter={load}>
          <BellIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown ref={dropdown} onKeyDown={() => (movedInMenu.current = true)}>
        <Menu.Label>新しいお知らせ</Menu.Label>
        {items.state === 'loading' && <Menu.Label>読み込み中…</Menu.Label>}
        {items.state === 'failed' && <Menu.Label>お知らせを読み込めませんでした。</Menu.Label>}
        {items.state === 'loaded' && items.items.length === 0 && <Menu.Label>お知らせはまだありません。</Menu.Label>}
        {items.state === 'loaded' &&
          items.items.map((notification) => (
            <Menu.Item key={notification.id} component={Link} to={notification.url} onClick={() => {
                leave();
                markRead(calls, notification);
              }} className={classes.item}>
              <Text span size="sm" fw={notification.read ? 400 : 700} display="block">
                {!notification.read && (
                  <Badge component="span" variant="outline" color="red.9" size="sm" mr={6}>
                    {UNREAD_MARK}
                  </Badge>
                )}
                {notification.message}
              </Text>
              {notification.title && (
                <Text span size="sm" display="block" lineClamp={2}>
                  {notification.title}
                </Text>
              )}
              <Text span size="xs" c="dimmed" display="block">
                <DateText value={notification.created_at} withTime />
              </Text>
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item disabled={!unread} onClick={() => void calls.readAll().catch(() => undefined)}>
          {READ_ALL_LABEL}
        </Menu.Item>
        <Menu.Item component={Link} to={pagePath('notifications')} onClick={leave}>
          {SEE_ALL_LABEL}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
      {!!unread && (
        <Badge component="span" aria-hidden="true" color="red.9" size="sm" circle={unread < 10} className={classes.count}>
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </span>
  );
}
