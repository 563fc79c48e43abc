// The one rule of which notifications exist for their person: every post a notification names is
// still there and public. A removed, held or hidden post's notifications disappear from the list, the
// count and the mails, and come back if an admin publishes the post again (docs/notifications.md).
// Read at query time rather than deleted on each change, so no write of the other domains has to
// remember notifications.

/** A condition on the notification row aliased `n`. */
export const LIVE_NOTIFICATION = (n = 'n') => `(
  (${n}.question_id IS NULL OR EXISTS (SELECT 1 FROM questions lq WHERE lq.id = ${n}.question_id AND lq.deleted_at IS NULL AND lq.moderation = 'visible'))
  AND (${n}.comment_id IS NULL OR EXISTS (SELECT 1 FROM comments lc WHERE lc.id = ${n}.comment_id AND lc.deleted_at IS NULL AND lc.moderation = 'visible'))
  AND (${n}.reply_id IS NULL OR EXISTS (SELECT 1 FROM replies lr WHERE lr.id = ${n}.reply_id AND lr.deleted_at IS NULL AND lr.moderation = 'visible'))
)`;
