// Opening a notification (in the bell's menu or on /notifications) marks it read; its link goes on
// meanwhile, so a slow or failed mark never holds the person back (it stays unread, nothing worse).
// Pure, with no import but types: the bell's chunk and the signed-in pages' singleton both carry it.
import type { Api, Notification } from '@hiroba/api-client';

export function markRead(calls: Pick<Api['notifications'], 'read'>, notification: Pick<Notification, 'id' | 'read'>): void {
  if (!notification.read) calls.read(notification.id).catch(() => undefined);
}

/** The unread mark, in words: colour alone tells nothing to many readers. */
export const UNREAD_MARK = '未読';
