// A signed-out token past its own expiry is refused anyway, so its revocation row is no longer needed.
import { deleteExpiredRevocations } from '../users/session-repository';
import type { JobDefinition } from './job-definition';

export const cleanRevokedTokens: JobDefinition = {
  queue: 'clean-revoked-tokens',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
  cron: '37 * * * *',
  handle: (_data, { db }) => deleteExpiredRevocations(db),
};
