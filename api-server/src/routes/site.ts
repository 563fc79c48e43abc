// The calls beside the resources: the contact form (contacts/contact-service.ts), sign-in and
// sign-out (users/session-service.ts; sign-in's limits are its own, users/sign-in-throttle.ts, as
// they count failures), the admin console's dashboard and audit log (admin/), and the health check.
import { DATABASE_UNREACHABLE } from '../db/unavailable';
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../plugins/error-handler';
import { LIMITS } from '../lib/rate-limits';
import { limitByIpAndEmail } from '../plugins/rate-limits';

export const contacts = routesFor('contacts', (app) => ({
  list: (request) => app.ctx.services.contacts.list(request.query),
  create: {
    preHandler: limitByIpAndEmail(app, 'contact', LIMITS.contactPerIp),
    handler: (request) => app.ctx.services.contacts.send(request.body, request.auth?.id ?? null),
  },
}));

export const auth = routesFor('auth', (app) => {
  const { sessions } = app.ctx.services;
  return {
    signIn: (request) => sessions.signIn(request.body.email, request.body.password, request.ip),
    signOut: (request) => sessions.signOut(signedIn(request)),
  };
});

export const admin = routesFor('admin', (app) => {
  const { dashboard, auditLog } = app.ctx.services;
  return {
    dashboard: () => dashboard.summary(),
    auditLogs: (request) => auditLog.list(request.query),
  };
});

/**
 * For load balancers and the test harness (docs/operations.md#outages-and-health). A server under
 * load shedding answers 503 here too, before this handler runs (plugins/load-shedding.ts).
 */
export const health = routesFor('health', (app) => ({
  get: async (_request, reply) => {
    const { status, database } = await app.ctx.services.health.check();
    if (status === 'ok') return { status, database };
    reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return { status, database, errors: [{ message: DATABASE_UNREACHABLE }] };
  },
}));
