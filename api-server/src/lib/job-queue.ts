// What code below the job runner needs of it: to hand work to a queue by name. The runner itself
// (jobs/job-runner.ts, pg-boss) and the jobs that work each queue (jobs/registry.ts) sit above the
// domains; a mail or a provider's event is enqueued through this, without importing them.

import type { Queryable } from '../db/database';

// A subset of pg-boss's send options, with the same meaning.
export interface SendOptions {
  /** A Date, or seconds from now. */
  startAfter?: Date | number;
  /** A second job with the same key is not created while the first waits or runs. */
  singletonKey?: string;
  /**
   * With `singletonKey`: at most one job of that key is created in each window of this many seconds
   * (pg-boss's throttling; a queue of the standard policy dedupes a key only this way).
   */
  singletonSeconds?: number;
  /**
   * With `singletonSeconds`: a job refused because its window already has one is created for the
   * start of the next window instead (pg-boss's debouncing), so no send is ever dropped.
   */
  singletonNextSlot?: boolean;
  retryLimit?: number;
  /** Stores the job in the caller's transaction: it exists exactly when the caller's writes committed. */
  tx?: Queryable;
}

export interface JobQueue {
  /** Stores a job for the queue's workers, in this server or another. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
}

/**
 * Seconds a kicked queue's run may wait: kicks within one such window are one run, a kick after that
 * run started makes the next window's run, and such a queue's worker looks for due jobs this often
 * (its QueueSettings.pollSeconds), so what a kick asks for is done within about twice this.
 */
export const KICK_SECONDS = 5;

/**
 * Asks a scheduled queue to run now rather than at its next scheduled time (given `tx`, once the
 * caller's writes commit). A burst of kicks makes one run, and one more after it for what the burst
 * wrote once that run had started.
 */
export const kick = (jobs: JobQueue, queue: string, tx?: Queryable) =>
  jobs.send(queue, {}, { singletonKey: 'kick', singletonSeconds: KICK_SECONDS, singletonNextSlot: true, ...(tx && { tx }) });
