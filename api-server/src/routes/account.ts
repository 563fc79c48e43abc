// The person's own account calls (users/account-settings-service.ts) and profiles
// (users/profile-service.ts). Those that guess or mail are rate limited.
import { routesFor } from '../http/endpoint-routes';
import { IMAGE_BODY_LIMIT } from '../lib/image-upload';
import { signedIn } from '../plugins/auth';
import { LIMITS } from '../lib/rate-limits';
import { limitByIpAndEmail, limitByUser } from '../plugins/rate-limits';
import { japanDate } from '../lib/japan-time';

/** The file's name: whose data, and when (Japan's date). */
const exportFileName = (id: number) => {
  const day = japanDate().replace(/-/g, '');
  return `hiroba-data-${id}-${day}.json`;
};

export const account = routesFor('account', (app) => {
  const { accountSettings } = app.ctx.services;
  return {
    changePassword: {
      preHandler: [limitByIpAndEmail(app, 'password-change', LIMITS.passwordChangePerIp), limitByUser(app, 'password-change', LIMITS.passwordChangePerUser)],
      handler: (request) => accountSettings.changePassword(request.params.id, request.body, signedIn(request)),
    },
    startEmailChange: {
      preHandler: [
        limitByIpAndEmail(app, 'email-change', LIMITS.emailChangePerIp, LIMITS.emailChangePerEmail),
        limitByUser(app, 'email-change', LIMITS.emailChangePerUser),
      ],
      handler: (request) => accountSettings.startEmailChange(request.params.id, request.body, signedIn(request)),
    },
    confirmEmailChange: {
      preHandler: [limitByIpAndEmail(app, 'email-change-confirm', LIMITS.emailConfirmPerIp), limitByUser(app, 'email-change-confirm', LIMITS.emailConfirmPerUser)],
      handler: (request) => accountSettings.confirmEmailChange(request.params.id, request.body, signedIn(request)),
    },
    givePostingConsent: (request) => accountSettings.givePostingConsent(request.params.id, signedIn(request)),
    exportData: {
      preHandler: limitByUser(app, 'export', LIMITS.exportPerUser),
      handler: async (request, reply) => {
        const data = await accountSettings.exportData(request.params.id, signedIn(request));
        // A download, never kept by a shared cache.
        reply.header('content-disposition', `attachment; filename="${exportFileName(request.params.id)}"`);
        reply.header('cache-control', 'no-store');
        return data;
      },
    },
  };
});

export const userInformations = routesFor('userInformations', (app) => {
  const { profiles } = app.ctx.services;
  return {
    create: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => profiles.create(request.body, signedIn(request)) },
    update: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => profiles.update(request.params.id, request.body, signedIn(request)) },
    showWithUserId: (request) => profiles.ofUser(request.query.user_id, request.auth),
  };
});
