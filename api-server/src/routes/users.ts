// Accounts (users/user-service.ts), password recovery (users/password-reset-service.ts), and the
// admin's calls about one account: what the person has done (users/user-activity.ts) and
// suspending or restoring it (users/suspension-service.ts, docs/product.md#account-suspension).
import { routesFor } from '../http/endpoint-routes';
import { signedIn } from '../plugins/auth';
import { LIMITS } from '../lib/rate-limits';
import { limitByIpAndEmail } from '../plugins/rate-limits';

export const users = routesFor('users', (app) => {
  const { users, passwordReset, userActivity, suspensions } = app.ctx.services;
  return {
    signUp: {
      preHandler: limitByIpAndEmail(app, 'sign-up', LIMITS.signUpPerIp, LIMITS.signUpPerEmail),
      handler: async (request) => ({ user: await users.signUp(request.body) }),
    },
    isLogin: async (request) => ({ user: await users.present(signedIn(request).id) }),
    isAdminLogin: async (request) => ({ user: await users.present(signedIn(request).id) }),
    list: (request) => users.list(request.query),
    meta: () => users.counts(),
    get: (request) => users.get(request.params.id, signedIn(request)),
    update: (request) => users.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => users.withdraw(request.params.id, signedIn(request)),
    getCode: {
      preHandler: limitByIpAndEmail(app, 'get-code', LIMITS.getCodePerIp, LIMITS.getCodePerEmail),
      handler: (request) => passwordReset.sendCode(request.body.email),
    },
    resetPassword: {
      preHandler: limitByIpAndEmail(app, 'reset-password', LIMITS.resetPasswordPerIp, LIMITS.resetPasswordPerEmail),
      handler: (request) => passwordReset.reset(request.body),
    },
    activity: (request) => userActivity.read(request.params.id, signedIn(request)),
    suspend: (request) => suspensions.suspend(request.params.id, request.body, signedIn(request)),
    restore: (request) => suspensions.restore(request.params.id, signedIn(request)),
  };
});
