// Password-reset and e-mail-change codes that were used, replaced or expired can never work again
// (users/password-reset-service.ts, users/account-settings-service.ts); an e-mail code also holds the
// address it was for.
import { deleteDeadCodes } from '../users/confirmation-code-repository';
import { housekeepingJob } from './job-definition';

export const cleanResetCodes = housekeepingJob({ queue: 'clean-reset-codes', cron: '7 * * * *', expireInSeconds: 300, run: deleteDeadCodes });
