// Password-reset and e-mail-change codes that were used, replaced or expired can never work again
// (users/password-reset-service.ts, users/account-settings-service.ts); an e-mail code also holds the
// address it was for.
import { deleteDeadCodes } from '../users/confirmation-code-repository';
import type { JobDefinition } from './job-definition';

export const cleanResetCodes: JobDefinition = {
  queue: 'clean-reset-codes',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
  cron: '7 * * * *',
  async handle(_data, { db }) {
    await deleteDeadCodes(db, 'password_reset_codes');
    await deleteDeadCodes(db, 'email_change_codes');
  },
};
