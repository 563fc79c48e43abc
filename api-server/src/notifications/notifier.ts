// The notifier the services are handed (docs/notifications.md): an event's notifications are written
// in the producer's transaction when it hands one over (event-notification-repository.ts says who
// hears of what), then the people reached are told to whoever listens (the unread counts' cache).
import type { Database } from '../db/database';
import { writeNotifications } from './event-notification-repository';
import type { Notifier } from './notification-events';

/** Called with the people who got a notification (the unread counts' cache, the instant mails). */
export type AfterNotify = (userIds: number[]) => void;

export function createNotifier({ db }: { db: Database }, afterNotify: AfterNotify = () => undefined): Notifier {
  return {
    async notify(event, tx) {
      const userIds = tx ? await writeNotifications(tx, event) : await db.transaction((own) => writeNotifications(own, event));
      if (userIds.length > 0) afterNotify(userIds);
    },
  };
}
