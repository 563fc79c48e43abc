// The SQL of notifications: writing them for the notifier (notifier.ts), and a person's list, count
// and read marks. Every read applies LIVE_NOTIFICATION (a hidden or removed post's notifications are
// not there), and every write names its person, so no call ever touches someone else's.
import type { NotificationKind, NotificationVariant } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import type { Paging } from '../lib/paging';
import { LIVE_NOTIFICATION } from './live-notification-sql';
import type { NotificationPlaceRow } from './notification-place';
import { NOTIFICATION_PLACE_COLUMNS } from './notification-place-sql';

/** What one notification says and names; its person is chosen by the statement that writes it. */
export interface NewNotification {
  kind: NotificationKind;
  variant?: NotificationVariant | null;
  question_id?: number | null;
  comment_id?: number | null;
  reply_id?: number | null;
  expert_info_id?: number | null;
  review_id?: number | null;
}

const COLUMNS = 'kind, variant, question_id, comment_id, reply_id, expert_info_id, review_id';
const values = (n: NewNotification) => [n.kind, n.variant ?? null, n.question_id ?? null, n.comment_id ?? null, n.reply_id ?? null, n.expert_info_id ?? null, n.review_id ?? null];

/** A person who can hear of things: an account that has not withdrawn. */
const REACHABLE = (u: string) => `${u}.withdrawn_at IS NULL`;

/**
 * Writes `notification` for each person `recipients` selects (a SELECT of one column of user ids,
 * its parameters from $8 on), leaving out `skip` (the person who acted, and those told otherwise).
 * Answers the people written to.
 */
export async function notifyEach(tx: Queryable, notification: NewNotification, recipients: string, params: unknown[], skip: Array<number | null>): Promise<number[]> {
  const rows = await tx.query<{ user_id: number }>(
    `INSERT INTO notifications (user_id, ${COLUMNS})
     SELECT DISTINCT r.id, $1, $2, $3::int, $4::int, $5::int, $6::int, $7::int
       FROM (${recipients}) AS r (id) JOIN users u ON u.id = r.id
      WHERE r.id IS NOT NULL AND ${REACHABLE('u')} AND NOT (r.id = ANY ($${8 + params.length}::int[]))
     RETURNING user_id`,
    [...values(notification), ...params, skip.filter((id): id is number => id !== null)],
  );
  return rows.map((row) => row.user_id);
}

/**
 * One unread notification per `groupKey` and person: a new one, or the unread one with `actorId`
 * counted once more (a like by a person already counted changes nothing but its time).
 */
export async function notifyGrouped(tx: Queryable, userId: number, notification: NewNotification, groupKey: string, actorId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (user_id, ${COLUMNS}, group_key, actor_ids)
     SELECT u.id, $2, $3, $4::int, $5::int, $6::int, $7::int, $8::int, $9, CASE WHEN $10::int IS NULL THEN '{}'::int[] ELSE ARRAY[$10::int] END
       FROM users u WHERE u.id = $1 AND ${REACHABLE('u')}
     ON CONFLICT (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
     DO UPDATE SET updated_at = now(),
       actor_ids = CASE WHEN $10::int IS NULL OR $10::int = ANY (notifications.actor_ids) THEN notifications.actor_ids
                        ELSE notifications.actor_ids || $10::int END`,
    [userId, ...values(notification), groupKey, actorId],
  );
}

/** A notification as the list reads it, with what its message and place are made from. */
export interface NotificationRow extends NotificationPlaceRow {
  id: number;
  title: string | null;
  actor_count: number;
  read: boolean;
  created_at: string;
  updated_at: string;
}

const ROW = `n.id, ${NOTIFICATION_PLACE_COLUMNS('n', 'q')}, q.title, GREATEST(cardinality(n.actor_ids), 1) AS actor_count,
  (n.read_at IS NOT NULL) AS read, n.created_at, n.updated_at`;
const FROM = `FROM notifications n LEFT JOIN questions q ON q.id = n.question_id`;

/** One page of the person's notifications, the most recently changed first. */
export function findNotifications(db: Queryable, userId: number, p: Paging, unreadOnly: boolean): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `SELECT ${ROW} ${FROM}
      WHERE n.user_id = $1 AND ($2::boolean IS NOT TRUE OR n.read_at IS NULL) AND ${LIVE_NOTIFICATION('n')}
      ORDER BY n.updated_at DESC, n.id DESC LIMIT $3 OFFSET $4`,
    [userId, unreadOnly, p.limit, p.offset],
  );
}

export async function countNotifications(db: Queryable, userId: number, unreadOnly: boolean): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n
      WHERE n.user_id = $1 AND ($2::boolean IS NOT TRUE OR n.read_at IS NULL) AND ${LIVE_NOTIFICATION('n')}`,
    [userId, unreadOnly],
  );
  return row?.n ?? 0;
}

/** Marks the person's notification read; null when it is not theirs or not there. */
export async function markRead(db: Queryable, userId: number, id: number): Promise<NotificationRow | null> {
  await db.query('UPDATE notifications SET read_at = now() WHERE id = $1 AND user_id = $2 AND read_at IS NULL', [id, userId]);
  return db.one<NotificationRow>(`SELECT ${ROW} ${FROM} WHERE n.id = $1 AND n.user_id = $2 AND ${LIVE_NOTIFICATION('n')}`, [id, userId]);
}

export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
}

/** The person opened their notifications in the site: the digest leaves out what they have seen. */
export async function markSeen(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET notifications_seen_at = now() WHERE id = $1', [userId]);
}

/** Members whose cancelled subscription ends within `days` and who were not told of this ending yet. */
export async function membersWhoseMembershipEnds(db: Queryable, days: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT DISTINCT s.user_id FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.status IN ('active', 'trialing') AND s.cancel_at_period_end AND u.withdrawn_at IS NULL
        AND s.current_period_end BETWEEN now() AND now() + make_interval(days => $1)
        -- Once per ending: a notice written since the window opened is that one.
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.kind = 'payment'
                          AND n.variant = 'membership_ending' AND n.created_at > s.current_period_end - make_interval(days => $1 + 1))`,
    [days],
  );
  return rows.map((row) => row.user_id);
}
