// Rate limits on the calls that guess or send mail (sign-in, sign-up, get_code, reset_password,
// contact, the account settings), per IP, per e-mail or per person, in memory. Several API servers
// would need a shared store.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../lib/http-errors';

export interface LimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The numbers in one place. Per-IP limits are looser: many people can share one address. */
export const LIMITS = {
  signInPerIp: { max: 50, windowMs: 15 * MINUTE },
  signInPerEmail: { max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { max: 20, windowMs: 60 * MINUTE },
  signUpPerEmail: { max: 5, windowMs: 15 * MINUTE },
  getCodePerIp: { max: 20, windowMs: 15 * MINUTE },
  getCodePerEmail: { max: 5, windowMs: 15 * MINUTE },
  resetPasswordPerIp: { max: 30, windowMs: 15 * MINUTE },
  resetPasswordPerEmail: { max: 10, windowMs: 15 * MINUTE },
  contactPerIp: { max: 10, windowMs: 60 * MINUTE },
  /** A new e-mail address gets a code by mail (per IP, per new address, per account), as get_code. */
  emailChangePerIp: { max: 20, windowMs: 15 * MINUTE },
  emailChangePerEmail: { max: 5, windowMs: 15 * MINUTE },
  emailChangePerUser: { max: 5, windowMs: 15 * MINUTE },
  /** Confirming the code and changing the password guess at a code or the current password. */
  emailConfirmPerIp: { max: 30, windowMs: 15 * MINUTE },
  emailConfirmPerUser: { max: 10, windowMs: 15 * MINUTE },
  passwordChangePerIp: { max: 30, windowMs: 15 * MINUTE },
  passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE },
  /** The download of everything about a person reads many tables. */
  exportPerUser: { max: 10, windowMs: 60 * MINUTE },
  /** Each checkout is made at the payment provider: a person needs a few, not hundreds. */
  checkoutPerUser: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;

// Each limiter can be rebuilt with empty counters: resetRateLimits() (tests isolate with it; an
// operator command could unblock people the same way).
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
  // One array on the root instance; route plugins (child instances) see the same one.
  app.decorate('rateLimitResets', [] as Array<() => void>);
}

export function resetRateLimits(app: FastifyInstance): void {
  for (const reset of app.rateLimitResets) reset();
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * A preHandler counting calls per IP and per e-mail (the body is parsed and validated by then).
 * The two counters are separate stores, so neither hides the other.
 */
export function limitByIpAndEmail(app: FastifyInstance, name: string, perIp: LimitRule, perEmail?: LimitRule): preHandlerAsyncHookHandler {
  const make = () => [
    app.createRateLimit({ max: perIp.max, timeWindow: perIp.windowMs, keyGenerator: (req) => `${name}:ip:${req.ip}` }),
    ...(perEmail
      ? [app.createRateLimit({ max: perEmail.max, timeWindow: perEmail.windowMs, keyGenerator: (req) => `${name}:email:${emailOf(req)}` })]
      : []),
  ];
  let checks = make();
  app.rateLimitResets.push(() => {
    checks = make();
  });
  return async function rateLimited(request, reply) {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw tooManyRequests();
      }
    }
  };
}

/** A preHandler counting a signed-in person's calls (after the access check, so the caller is known). */
export function limitByUser(app: FastifyInstance, name: string, rule: LimitRule): preHandlerAsyncHookHandler {
  const make = () => app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (req) => `${name}:user:${req.auth?.id ?? req.ip}` });
  let check = make();
  app.rateLimitResets.push(() => {
    check = make();
  });
  return async function rateLimited(request, reply) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw tooManyRequests();
    }
  };
}
