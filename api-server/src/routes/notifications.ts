// A person's notifications and the bell's unread count (notifications/notification-service.ts).
import { routesFor } from '../http/endpoint-routes';
import { notFound } from '../lib/http-errors';

// TODO(notifications core): replaced by the service's calls.
const pending = async (): Promise<never> => {
  throw notFound('準備中です。');
};

export const notifications = routesFor('notifications', () => ({
  list: pending,
  unreadCount: pending,
  read: pending,
  readAll: pending,
}));
