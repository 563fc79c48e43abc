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
  retryLimit?: number;
  /** Stores the job in the caller's transaction: it exists exactly when the caller's writes committed. */
  tx?: Queryable;
}

export interface JobQueue {
  /** Stores a job for the queue's workers, in this server or another. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
}
