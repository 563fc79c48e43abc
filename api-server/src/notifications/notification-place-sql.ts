// The columns notification-place.ts needs of a notification row, for every query that answers one.

/** The SELECT list of NotificationPlaceRow, over the row `n` and its question `q` (a LEFT JOIN). */
export const NOTIFICATION_PLACE_COLUMNS = (n = 'n', q = 'q') =>
  `${n}.kind, ${n}.variant, ${n}.question_id, ${n}.comment_id, ${n}.reply_id, ${n}.expert_info_id, ${q}.is_expert_question`;
