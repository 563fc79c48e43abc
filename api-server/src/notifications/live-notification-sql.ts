// The one rule shared by the in-site list and the mails: a notification is shown (and may be mailed)
// only while every post it names is there and public. A hidden or removed post's notifications
// disappear, and come back if it is published again (migration 012).

/** The SQL condition that the notification row `n` names only live, public posts. */
export const LIVE_NOTIFICATION = (n = 'n') => `(
  (${n}.question_id IS NULL OR EXISTS (SELECT 1 FROM questions lq WHERE lq.id = ${n}.question_id AND lq.deleted_at IS NULL AND lq.moderation = 'visible'))
  AND (${n}.comment_id IS NULL OR EXISTS (SELECT 1 FROM comments lc WHERE lc.id = ${n}.comment_id AND lc.deleted_at IS NULL AND lc.moderation = 'visible'))
  AND (${n}.reply_id IS NULL OR EXISTS (SELECT 1 FROM replies lr WHERE lr.id = ${n}.reply_id AND lr.deleted_at IS NULL AND lr.moderation = 'visible'))
)`;
