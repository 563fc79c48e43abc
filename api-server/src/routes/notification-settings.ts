// The mail settings of a person's notifications, and the mails' one-click unsubscribe link.
import { routesFor } from '../http/endpoint-routes';
import { notFound } from '../lib/http-errors';

// TODO(mail): replaced by the service's calls.
const pending = async (): Promise<never> => {
  throw notFound('準備中です。');
};

export const notificationSettings = routesFor('notificationSettings', () => ({
  get: pending,
  update: pending,
  unsubscribe: pending,
}));
