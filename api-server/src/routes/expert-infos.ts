// Experts (experts/expert-service.ts) and the admin's expert accounts (experts/expert-accounts.ts).
// Only an admin decides a record's status (mailed and audited).
import { routesFor } from '../http/endpoint-routes';
import { IMAGE_BODY_LIMIT } from '../lib/image-upload';
import { signedIn } from '../plugins/auth';

export const expertInfos = routesFor('expertInfos', (app) => {
  const { experts, expertAccounts } = app.ctx.services;
  return {
    list: (request) => experts.list(request.query, request.auth),
    apply: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => experts.apply(request.body, signedIn(request)) },
    changeStatus: (request) => experts.changeStatus(request.body, signedIn(request)),
    counts: () => experts.counts(),
    statusChanges: async (request) => {
      // A record that is not there is a 404, not an empty history.
      await experts.get(request.params.id, signedIn(request));
      return experts.history(request.params.id);
    },
    showWithUserId: (request) => experts.ofUser(request.query.user_id, request.auth),
    get: (request) => experts.get(request.params.id, request.auth),
    update: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => experts.update(request.params.id, request.body, signedIn(request)) },
    createUserExpert: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => expertAccounts.create(request.body, signedIn(request)) },
    updateUserExpert: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => expertAccounts.update(request.body, signedIn(request)) },
  };
});
