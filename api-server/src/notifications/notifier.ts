// Writes the notifications an event causes (docs/notifications.md).
import type { Database } from '../db/database';
import type { Notifier } from './notification-events';

// TODO(notifications core): the recipients and rows of each event.
export function createNotifier(_deps: { db: Database }): Notifier {
  return {
    async notify() {},
  };
}
