// The mail settings of a person's notifications (notifications/notification-settings-service.ts),
// and the mails' one-click unsubscribe link: posted by a mail client with RFC 8058's form body, or by
// the site's page with none, signed in or not (the token in the query says whose and what).
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';

export const notificationSettings = routesFor('notificationSettings', (app) => {
  const { notificationSettings: settings } = app.ctx.services;
  return {
    get: (request) => settings.get(signedIn(request)),
    update: (request) => settings.update(signedIn(request), request.body),
    unsubscribe: { ignoredFormBody: true, handler: (request) => settings.unsubscribe(request.query.token) },
  };
});
