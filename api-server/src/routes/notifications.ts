// A person's notifications and the bell's unread count (notifications/notification-service.ts).
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const notifications = routesFor('notifications', (app) => {
  const { notifications } = app.ctx.services;
  return {
    list: (request) => notifications.list(request.query, signedIn(request)),
    unreadCount: (request) => notifications.unreadCount(signedIn(request)),
    read: (request) => notifications.read(request.params.id, signedIn(request)),
    readAll: (request) => notifications.readAll(signedIn(request)),
  };
});
