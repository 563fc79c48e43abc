// The notifier the services are handed (docs/notifications.md): an event's notifications are written
// in the producer's transaction when it hands one over (event-notification-repository.ts says who
// hears of what), then the people reached are told to whoever listens (the unread counts' cache).
import type { Database, Queryable } from '../db/database';
import { writeNotifications } from './event-notification-repository';
import type { NotificationEvent, Notifier } from './notification-events';

/** What follows a notification: the unread counts' cache forgets its people; the instant mails are asked for. */
export interface AfterNotify {
  forget(userIds: number[]): void;
  /** In the producer's transaction when there is one, so the mails' run starts once it commits. */
  kick(tx: Queryable): Promise<void>;
}

const NOTHING_AFTER: AfterNotify = { forget: () => undefined, kick: async () => undefined };

export function createNotifier({ db }: { db: Database }, after: AfterNotify = NOTHING_AFTER): Notifier {
  const notify = async (event: NotificationEvent, tx: Queryable) => {
    const userIds = await writeNotifications(tx, event);
    if (userIds.length > 0) await after.kick(tx);
    return userIds;
  };
  return {
    async notify(event, tx) {
      const userIds = tx ? await notify(event, tx) : await db.transaction((own) => notify(event, own));
      if (userIds.length > 0) after.forget(userIds);
    },
  };
}
