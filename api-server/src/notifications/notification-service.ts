// A person's notifications (docs/notifications.md): their list, newest first, their unread count
// (the bell), and marking one or all read. Each call touches the caller's own rows only.
import { notificationMessage } from '@hiroba/contract';
import type { Database } from '../db/database';
import { notFound } from '../lib/http-errors';
import { pageOf, paging, type PageRequest } from '../lib/paging';
import type { Actor } from '../policy/rules';
import { notificationPlace } from './notification-place';
import { countNotifications, findNotifications, markAllRead, markRead, markSeen, type NotificationRow } from './notification-repository';
import type { UnreadCounts } from './unread-counts';

const NOTIFICATION_NOT_FOUND = 'お知らせが見つかりませんでした。';

/** A row as the API sends it: its message and exact place made here, once. */
export function presentNotification(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    variant: row.variant,
    message: notificationMessage(row.kind, { count: row.actor_count, variant: row.variant }),
    title: row.title,
    url: notificationPlace(row),
    actor_count: row.actor_count,
    read: row.read,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export function createNotificationService({ db, unread }: { db: Database; unread: UnreadCounts }) {
  const unreadOf = (userId: number) => unread.read(userId, () => countNotifications(db, userId, true));
  return {
    /** Opening the list counts as having seen them: the day's digest leaves them out. */
    async list(query: PageRequest & { unread_only?: boolean }, actor: Actor) {
      const p = paging(query);
      const unreadOnly = query.unread_only ?? false;
      const page = await pageOf(p, findNotifications(db, actor.id, p, unreadOnly), countNotifications(db, actor.id, unreadOnly));
      await markSeen(db, actor.id);
      return { data: page.data.map(presentNotification), meta: page.meta };
    },

    unreadCount: async (actor: Actor) => ({ unread: await unreadOf(actor.id) }),

    async read(id: number, actor: Actor) {
      const row = await markRead(db, actor.id, id);
      unread.forget([actor.id]);
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      return presentNotification(row);
    },

    async readAll(actor: Actor) {
      await markAllRead(db, actor.id);
      unread.forget([actor.id]);
      return { unread: 0 };
    },
  };
}
