// Which notifications are mailed, claimed in the statement that marks them (mailed_at), so two
// servers, or a job tried again, never mail one twice: FOR UPDATE SKIP LOCKED leaves a row another
// server is claiming to that server, and `mailed_at IS NULL` leaves one already claimed.
import type { Queryable } from '../db/database';
import { itemHeldBack } from '../db/item-failures';
import { LIVE_NOTIFICATION } from './live-notification-sql';
import type { NotificationPlaceRow } from './notification-place';
import { NOTIFICATION_PLACE_COLUMNS } from './notification-place-sql';
import { DEFAULTS_PARAM, deliveryOf } from './notification-settings-repository';

/** The queue of the instant mails (jobs/notification-mails.ts works it); a notification's failures are kept under it. */
export const NOTIFICATION_MAILS_QUEUE = 'notification-mails';
/** The queue of the daily digest (jobs/notification-digest.ts); a person's failed digest is kept under it. */
export const NOTIFICATION_DIGEST_QUEUE = 'notification-digest';

/** A notification's key among the instant mails' items; a notification's mail is what it is, so no fingerprint. */
export const instantItem = (id: number) => ({ item: `notification:${id}`, fingerprint: '' });
/** A person's digest of one day, as an item of the digest job. */
export const digestItem = (userId: number, day: string) => ({ item: `digest:${userId}`, fingerprint: day });

/** A claimed notification with what its mail needs. */
export interface ClaimedNotification extends NotificationPlaceRow {
  id: number;
  user_id: number;
  email: string;
  title: string | null;
  actor_count: number;
}

// A person who still gets mail: not withdrawn, not suspended.
const MAILED_PERSON = 'u.withdrawn_at IS NULL AND u.suspended_at IS NULL';
// Not mailed, unread, and every post it names live and public.
const WAITING = `n.mailed_at IS NULL AND n.read_at IS NULL AND ${LIVE_NOTIFICATION('n')}`;

/** Marks the rows `candidates` selects (ids of notifications) as mailed and answers them for their mails. */
const claim = (candidates: string) => `
  WITH claimed AS (
    UPDATE notifications n SET mailed_at = now()
     WHERE n.id IN (${candidates})
    RETURNING n.*
  )
  SELECT n.id, n.user_id, u.email, q.title, cardinality(n.actor_ids) AS actor_count, ${NOTIFICATION_PLACE_COLUMNS('n', 'q')}
    FROM claimed n
    JOIN users u ON u.id = n.user_id
    LEFT JOIN questions q ON q.id = n.question_id
   ORDER BY n.created_at DESC, n.id DESC`;

/**
 * The instant notifications made within the last day (older ones wait for no mail: the person has
 * had the site's bell since), at most `limit`.
 */
export const claimInstant = (db: Queryable, limit: number) =>
  db.query<ClaimedNotification>(
    claim(`SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id
            WHERE ${WAITING} AND ${MAILED_PERSON}
              AND n.created_at > now() - interval '1 day'
              AND NOT ${itemHeldBack(NOTIFICATION_MAILS_QUEUE, "'notification:' || n.id", "''")}
              AND ${deliveryOf('n', '$1')} = 'instant'
            ORDER BY n.id LIMIT $2
              FOR UPDATE OF n SKIP LOCKED`),
    [DEFAULTS_PARAM, limit],
  );

/** A claimed row's mark taken back, so the next run mails it (its mail could not be stored). */
export const unclaim = (db: Queryable, ids: number[]) => db.query('UPDATE notifications SET mailed_at = NULL WHERE id = ANY($1::int[])', [ids]);

// A person's notifications for the digest: of digest kinds, and newer than their last look at the site's list.
const DIGEST_WAITING = `${WAITING} AND ${MAILED_PERSON}
  AND (u.notifications_seen_at IS NULL OR n.created_at > u.notifications_seen_at)
  AND ${deliveryOf('n', '$1')} = 'digest'`;

/**
 * The people the digest of `day` has something for, at most `limit`, after `afterId`; not those whose
 * digest of the day failed every try (the job's retries try the others again).
 */
export const digestRecipients = (db: Queryable, day: string, afterId: number, limit: number) =>
  db.query<{ user_id: number }>(
    `SELECT DISTINCT n.user_id FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE ${DIGEST_WAITING} AND n.user_id > $2
        AND NOT ${itemHeldBack(NOTIFICATION_DIGEST_QUEUE, "'digest:' || n.user_id", '$4::text', { setAsideOnly: true })}
      ORDER BY n.user_id LIMIT $3`,
    [DEFAULTS_PARAM, afterId, limit, day],
  );

/** The person's day's digest, recorded; false when it already was (another server, or a run before a restart). */
export async function recordDigest(db: Queryable, userId: number, day: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO notification_digests (user_id, day, notification_count) VALUES ($1, $2, 0) ON CONFLICT (user_id, day) DO NOTHING RETURNING user_id',
    [userId, day],
  );
  return rows.length === 1;
}

export const setDigestCount = (db: Queryable, userId: number, day: string, count: number) =>
  db.query('UPDATE notification_digests SET notification_count = $3 WHERE user_id = $1 AND day = $2', [userId, day, count]);

/** The person's digest notifications, claimed. */
export const claimDigest = (db: Queryable, userId: number) =>
  db.query<ClaimedNotification>(
    claim(`SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id
            WHERE ${DIGEST_WAITING} AND n.user_id = $2
              FOR UPDATE OF n SKIP LOCKED`),
    [DEFAULTS_PARAM, userId],
  );
