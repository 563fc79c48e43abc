// One bad item never stops a background job (docs/jobs.md#one-bad-item). A job that works through
// many items (the ふりがな of posts, the mail of notifications, the day's digests) records an item
// that failed here, with its error, and goes on with the others. The item waits 30 seconds, then
// 1, 2 and 4 minutes, before its next tries (a job that runs every minute takes it at its next run);
// after ITEM_TRIES failures it is set aside until it changes (its fingerprint). A database that cannot
// be reached is no item's fault: that error is thrown on, and the whole run is retried as before.
import type { Queryable } from './database';
import { isDatabaseUnavailable } from './unavailable';

/** Failures after which an item is set aside: about 7½ minutes after its first. */
export const ITEM_TRIES = 5;
/** The wait after the first failure; it doubles after each further one. */
const FIRST_WAIT_SECONDS = 30;
/** How much of an error's text is kept. */
const ERROR_LENGTH = 500;

/** An item of a job: its key within the queue (`question:12`) and what it was (hashed by the database). */
export interface JobItem {
  item: string;
  /** The item's content or version; a changed fingerprint starts the count afresh. md5 is taken in SQL. */
  fingerprint: string;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, ERROR_LENGTH);

/**
 * Records a failure of the item; answers how many times in a row it has failed (ITEM_TRIES or more: set
 * aside). Throws `error` on when it says the database is away: then every item would fail alike.
 */
export async function recordItemFailure(db: Queryable, queue: string, { item, fingerprint }: JobItem, error: unknown): Promise<number> {
  if (isDatabaseUnavailable(error)) throw error;
  const row = await db.one<{ attempts: number }>(
    `WITH next AS (
       SELECT CASE WHEN f.fingerprint = md5($3) THEN f.attempts + 1 ELSE 1 END AS attempts
         FROM (SELECT 1) one LEFT JOIN job_item_failures f ON f.queue = $1 AND f.item = $2
     )
     INSERT INTO job_item_failures AS f (queue, item, fingerprint, attempts, error, retry_at)
     SELECT $1, $2, md5($3), next.attempts, $4,
            CASE WHEN next.attempts >= $5 THEN 'infinity'::timestamptz
                 ELSE now() + make_interval(secs => $6 * 2 ^ (next.attempts - 1)) END
       FROM next
     ON CONFLICT (queue, item) DO UPDATE SET
       fingerprint = EXCLUDED.fingerprint, attempts = EXCLUDED.attempts, error = EXCLUDED.error,
       failed_at = now(), retry_at = EXCLUDED.retry_at,
       first_failed_at = CASE WHEN f.fingerprint = EXCLUDED.fingerprint THEN f.first_failed_at ELSE now() END
     RETURNING attempts`,
    [queue, item, fingerprint, errorText(error), ITEM_TRIES, FIRST_WAIT_SECONDS],
  );
  return row!.attempts;
}

/**
 * Runs `fn` in a savepoint of the transaction `tx`: when it throws, what it wrote is undone and the
 * transaction can go on with the next item (the error is thrown on).
 */
export async function inSavepoint<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  await tx.exec('SAVEPOINT job_item');
  try {
    const result = await fn();
    await tx.exec('RELEASE SAVEPOINT job_item');
    return result;
  } catch (error) {
    await tx.exec('ROLLBACK TO SAVEPOINT job_item');
    throw error;
  }
}

/** Forgets the failures of items that have now succeeded. */
export async function clearItemFailures(db: Queryable, queue: string, items: string[]): Promise<void> {
  if (items.length) await db.query('DELETE FROM job_item_failures WHERE queue = $1 AND item = ANY($2::text[])', [queue, items]);
}

const QUEUE_NAME = /^[a-z][a-z-]*$/;

/**
 * An SQL condition, true while the item named by `itemSql` (as it is now, `fingerprintSql`) waits for
 * its next try or is set aside. `setAsideOnly`: true only once it is set aside, for a job whose retries
 * come from running the job again (the digest).
 */
export function itemHeldBack(queue: string, itemSql: string, fingerprintSql: string, { setAsideOnly = false } = {}): string {
  // The queue is one of the code's own names, written into the statement (no user text).
  if (!QUEUE_NAME.test(queue)) throw new Error(`not a queue name: ${queue}`);
  const held = setAsideOnly ? "f.retry_at = 'infinity'" : 'f.retry_at > now()';
  return `EXISTS (SELECT 1 FROM job_item_failures f WHERE f.queue = '${queue}' AND f.item = ${itemSql} AND f.fingerprint = md5(${fingerprintSql}) AND ${held})`;
}
