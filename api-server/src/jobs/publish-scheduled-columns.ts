// Scheduled columns appear by themselves: every minute, the columns whose publication time has come
// are published (one statement; running it twice does nothing more), recorded in the audit log as
// the system's act, and announced so the public caches let them in.
import { audit } from '../admin/audit-log-repository';
import { publishDueColumns } from '../columns/column-repository';
import type { JobDefinition } from './job-definition';

export const publishScheduledColumns: JobDefinition = {
  queue: 'publish-scheduled-columns',
  settings: { retryLimit: 3, retryDelaySeconds: 20, retryBackoff: true, expireInSeconds: 120, keepFinishedSeconds: 3600 },
  cron: '* * * * *',
  async handle(_data, { db, events }) {
    const published = await db.transaction(async (tx) => {
      const ids = await publishDueColumns(tx);
      for (const id of ids) await audit(tx, null, 'column.publish', { type: 'column', id }, { scheduled: true });
      return ids;
    });
    for (const id of published) events.publish({ type: 'content.changed', kind: 'column', id });
  },
};
