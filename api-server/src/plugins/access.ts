// Enforces each API route's declared access (policy/access.ts) right after the token is read, so a
// visitor gets 401 and a member without the role 403 before any body is parsed or validated. A
// route under /api/ without a declaration stops the app from starting: nothing is open by accident.
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors';
import { accessVerdict, type Access } from '../policy/access';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

export function registerAccess(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const verdict = accessVerdict(access, request.auth?.role ?? null);
    if (verdict?.status === 401) throw unauthorized(request.authError ?? undefined);
    if (verdict?.status === 403) throw forbidden(verdict.message);
  });
}
