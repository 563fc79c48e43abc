// Background jobs stored in the database, so a restart loses none and several API servers share the
// work: pg-boss (PostgreSQL's SKIP LOCKED; it supports PGlite officially) behind an interface of our
// own, so services never import pg-boss. Its tables live in the `pgboss` schema of the app's database.
import { PgBoss, fromPglite, type Job } from 'pg-boss';
import { POOL_WAIT_MS, type Database } from '../db/database';
import type { JobQueue } from '../lib/job-queue';
import { errorCode } from '../lib/log-safety';

/** How one queue's jobs are retried and kept; set once per job definition (jobs/registry.ts). */
export interface QueueSettings {
  /** Tries after the first one before a job is left as failed. */
  retryLimit: number;
  /** Wait before the first retry; with `retryBackoff` it doubles on each retry (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one try may run. A job whose process died stays active until then and is tried
   * again afterwards, so this is also how long a restart may delay it.
   */
  expireInSeconds: number;
  /** Delete a job as soon as it succeeds (for payloads that must not stay in the database). */
  deleteWhenDone?: boolean;
  /**
   * How long a finished job (completed, or failed for good) is kept to be looked at; pg-boss's
   * daily maintenance removes it after that. Default 7 days.
   */
  keepFinishedSeconds?: number;
  /**
   * How often an idle worker looks for jobs whose start time has come (a kick's next window,
   * lib/job-queue.ts). Unset: every 30 s. A job due now wakes a worker at once either way.
   */
  pollSeconds?: number;
}

export interface JobLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobRunnerOptions {
  log: JobLog;
  /**
   * Seconds between the checks for expired tries, due schedules and jobs whose start time has come.
   * Unset, pg-boss's defaults apply: 30 s for schedules and delayed jobs, a minute for expiry.
   * Tests shorten it. (A job sent to start now wakes a worker at once either way.)
   */
  checkIntervalSeconds?: number;
}

export interface JobRunner extends JobQueue {
  start(): Promise<void>;
  /** Waits a few seconds for running jobs; any still running are tried again later. */
  stop(): Promise<void>;
  /** Creates the queue, or brings an existing one's settings up to date. */
  createQueue(name: string, settings: QueueSettings): Promise<void>;
  /** Runs `handler` for each job of the queue in this process; a throw means "try again later". */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Sends a job to the queue on a cron schedule (UTC): once per occurrence across all servers. */
  schedule(name: string, cron: string): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Jobs of the queue waiting, waiting for a retry, or running. Reads them all: not for hot paths. */
  pending(name: string): Promise<number>;
}

// A try that does not end within this is failed and retried after its delay.
const STOP_TIMEOUT_MS = 10_000;
// pg-boss's own pool on PostgreSQL (the app's pool keeps its 10 for requests).
const POOL_SIZE = 4;
const PAGE = 1000;
const KEEP_FINISHED_SECONDS = 7 * 86_400;

function bossFor(db: Database, options: JobRunnerOptions): PgBoss {
  const seconds = options.checkIntervalSeconds;
  const timing = seconds
    ? {
        superviseIntervalSeconds: seconds,
        monitorIntervalSeconds: seconds,
        cronMonitorIntervalSeconds: seconds,
        cronWorkerIntervalSeconds: seconds,
      }
    : {};
  // Listens for the queues' notifications (see createQueue); polling stays as the fallback.
  const common = { ...timing, useListenNotify: true };
  if ('pglite' in db.connection) {
    // The one embedded connection is shared with the app; the app opens and closes it.
    return new PgBoss({ ...common, backend: 'pglite', db: fromPglite(db.connection.pglite) });
  }
  // A pool of its own from the same URL rather than the app's pool behind pg-boss's `db` option:
  // pg-boss then keeps its LISTEN connection and its transactions, and polling and maintenance
  // can never take a connection a request is waiting for.
  // A request that sends a job (a mail) waits no longer on a PostgreSQL that is away than on the
  // app's own pool (db/database.ts); pg-boss's default is 10 s.
  return new PgBoss({
    ...common,
    connectionString: db.connection.url,
    max: POOL_SIZE,
    application_name: 'hiroba-jobs',
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
}

export function createJobRunner(db: Database, options: JobRunnerOptions): JobRunner {
  const boss = bossFor(db, options);
  const { log } = options;
  // pg-boss checks every key it is given: an unset one is left out, not undefined.
  const workOptions = (pollSeconds: number | undefined) => {
    const seconds = options.checkIntervalSeconds ?? pollSeconds;
    if (!seconds) return {};
    const polling = Math.max(0.5, seconds);
    return { pollingIntervalSeconds: Math.min(polling, 2), notifyPollingIntervalSeconds: polling };
  };
  const pollSeconds = new Map<string, number | undefined>();
  const deleteWhenDone = new Set<string>();
  // pg-boss's own errors (maintenance, scheduling); a job's payload is never part of them.
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => log.warn({ type: (warning.data as { type?: string } | undefined)?.type }, warning.message));

  return {
    async start() {
      await boss.start();
    },
    stop: () => boss.stop({ timeout: STOP_TIMEOUT_MS }),

    async createQueue(name, settings) {
      const queueOptions = {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: settings.retryBackoff,
        expireInSeconds: settings.expireInSeconds,
        deleteAfterSeconds: settings.keepFinishedSeconds ?? KEEP_FINISHED_SECONDS,
        // A job sent to start now wakes a worker at once (LISTEN/NOTIFY) instead of at its next poll.
        notify: true,
      };
      // createQueue leaves an existing queue as it was: update it so changed settings apply.
      await boss.createQueue(name, queueOptions);
      await boss.updateQueue(name, queueOptions);
      pollSeconds.set(name, settings.pollSeconds);
      if (settings.deleteWhenDone) deleteWhenDone.add(name);
      else deleteWhenDone.delete(name);
    },

    async work<T extends object>(name: string, handler: (data: T) => Promise<void>) {
      let workerId = ''; // set once work() answers; the first job may start before that
      workerId = await boss.work<T>(name, workOptions(pollSeconds.get(name)), async ([job]: Job<T>[]) => {
        // pg-boss waits a polling interval after each job; fetching again at once drains a queue
        // without those waits (an empty fetch goes back to waiting).
        boss.notifyWorker(workerId);
        try {
          await handler(job.data);
        } catch (error) {
          // Never the payload or the message (a mail error may quote an address): pg-boss keeps the
          // whole error on the job for docs/jobs.md's query.
          log.warn({ queue: name, jobId: job.id, retryCount: job.retryCount, code: errorCode(error) }, 'job failed; it will be retried if tries are left');
          throw error;
        }
        if (deleteWhenDone.has(name)) await boss.deleteJob(name, { id: job.id, retryCount: job.retryCount });
      });
    },

    schedule: (name, cron) => boss.schedule(name, cron, {}),
    unschedule: (name) => boss.unschedule(name),

    async send(name, data, { tx, ...sendOptions } = {}) {
      // pg-boss runs its insert through `db` when given one: here the caller's transaction.
      const db = tx && { executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values) }) };
      await boss.send(name, data, db ? { ...sendOptions, db } : sendOptions);
    },

    async pending(name) {
      let count = 0;
      let after: string | undefined;
      for (;;) {
        const jobs = await boss.findJobs(name, { limit: PAGE, ...(after ? { after } : {}) });
        count += jobs.filter((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active').length;
        if (jobs.length < PAGE) return count;
        after = jobs[jobs.length - 1].id;
      }
    },
  };
}
