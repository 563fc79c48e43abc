-- A background job's items that failed (docs/jobs.md#one-bad-item): the ふりがな of one post, the
-- mail of one notification, one person's digest. Each is recorded with its error and how often it
-- failed, waits longer after each failure, and after the last try is set aside (retry_at infinity),
-- so one bad item never stops the job's other items. `fingerprint` is the md5 of what the item was
-- when it failed (a post's text, a digest's day): a changed item is tried afresh.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18).
CREATE TABLE job_item_failures (
  queue text NOT NULL,
  item text NOT NULL,
  fingerprint text NOT NULL,
  attempts integer NOT NULL,
  error text NOT NULL,
  first_failed_at timestamptz NOT NULL DEFAULT now(),
  failed_at timestamptz NOT NULL DEFAULT now(),
  retry_at timestamptz NOT NULL,
  PRIMARY KEY (queue, item)
);
