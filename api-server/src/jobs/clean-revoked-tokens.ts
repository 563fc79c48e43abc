// A signed-out token past its own expiry is refused anyway, so its revocation row is no longer needed.
import { deleteExpiredRevocations } from '../users/session-repository';
import { housekeepingJob } from './job-definition';

export const cleanRevokedTokens = housekeepingJob({ queue: 'clean-revoked-tokens', cron: '37 * * * *', expireInSeconds: 300, run: deleteExpiredRevocations });
