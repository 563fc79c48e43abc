// A signed-out token past its own expiry is refused anyway, so its revocation row is no longer needed.
import type { JobDefinition } from './job-definition';

export const cleanRevokedTokens: JobDefinition = {
  queue: 'clean-revoked-tokens',
  settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
  cron: '37 * * * *',
  async handle(_data, { db }) {
    await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
  },
};
