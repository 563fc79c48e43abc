// A server process as far as jobs go, started by jobs-restart.test.ts (through swc-register.js) so
// the test can SIGKILL it mid-job. argv[2] is JSON: { database: { dataDir } | { url }, mode, log }.
//   mode "hang":   sends one job, then its handler never ends (the test kills the process);
//   mode "finish": the handler ends; the process exits once no job is left waiting or running.
// Every try appends "start <token> <pid>", and each that ends "done <token> <pid>", to the log file.
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPostgres, openPglite, type Database } from '../../src/db/database';
import { createDomainEvents } from '../../src/events/domain-events';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { createJobRunner } from '../../src/jobs/job-runner';
import { startJobs } from '../../src/jobs/registry';
import { NO_NOTIFICATION_MAILS, NO_READINGS, NO_PAYMENTS } from './jobs';
import { createNotifier } from '../../src/notifications/notifier';

const PROBE_QUEUE = 'restart-probe';

interface Args {
  database: { dataDir: string } | { url: string };
  mode: 'hang' | 'finish';
  log: string;
}

async function main(args: Args): Promise<void> {
  const db: Database = 'url' in args.database ? createPostgres(args.database.url) : await openPglite(args.database.dataDir);
  const runner = createJobRunner(db, { log: { warn: () => undefined, error: (fields) => console.error(fields) }, checkIntervalSeconds: 1 });
  const probe: JobDefinition<{ token: string }> = {
    queue: PROBE_QUEUE,
    // A try whose process died is retried 2 s after it started.
    settings: { retryLimit: 3, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 2 },
    async handle({ token }) {
      appendFileSync(args.log, `start ${token} ${process.pid}\n`);
      if (args.mode === 'hang') {
        console.log('started');
        await new Promise(() => undefined);
      }
      appendFileSync(args.log, `done ${token} ${process.pid}\n`);
    },
  };
  await startJobs(runner, { db, events: createDomainEvents(), mailTransport: { deliver: () => Promise.reject(new Error('no mail here')) }, payments: NO_PAYMENTS, notifier: createNotifier({ db }), notificationMails: NO_NOTIFICATION_MAILS, readings: NO_READINGS }, [probe]);
  if (args.mode === 'hang') {
    await runner.send(PROBE_QUEUE, { token: `job-${process.pid}` });
    return;
  }
  // Jobs found at start-up (the dead try still counts as running until it expires) are all done.
  while ((await runner.pending(PROBE_QUEUE)) > 0) await sleep(100);
  await runner.stop();
  await db.close();
}

main(JSON.parse(process.argv[2]) as Args).catch((error) => {
  console.error(error);
  process.exit(1);
});
