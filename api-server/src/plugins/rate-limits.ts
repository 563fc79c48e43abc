// Rate limits on the calls that guess or send mail (sign-in, sign-up, get_code, reset_password,
// contact, the account settings): the preHandlers routes put in front of them, counting per client
// address, per e-mail or per person. The numbers and counters are lib/rate-limits.ts.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { emailKey, take, type LimitRule } from '../lib/rate-limits';

export function resetRateLimits(app: FastifyInstance): Promise<void> {
  return app.ctx.rateLimits.reset();
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

/**
 * A preHandler counting calls per client address and per e-mail (the body is parsed and validated
 * by then). The two counters are separate, so neither hides the other.
 */
export function limitByIpAndEmail(app: FastifyInstance, name: string, perIp: LimitRule, perEmail?: LimitRule): preHandlerAsyncHookHandler {
  const { rateLimits } = app.ctx;
  return async function rateLimited(request) {
    await take(rateLimits.forRule(`${name}:ip`, perIp), request.ip);
    if (perEmail) await take(rateLimits.forRule(`${name}:email`, perEmail), emailKey(emailOf(request)));
  };
}

/** A preHandler counting a signed-in person's calls (after the access check, so the caller is known). */
export function limitByUser(app: FastifyInstance, name: string, rule: LimitRule): preHandlerAsyncHookHandler {
  const { rateLimits } = app.ctx;
  return async function rateLimited(request) {
    await take(rateLimits.forRule(`${name}:user`, rule), request.auth ? `user:${request.auth.id}` : `ip:${request.ip}`);
  };
}
