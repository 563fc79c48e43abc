// 有料会員の期間がまもなく終わります: a member whose cancelled subscription ends within
// MEMBERSHIP_ENDING_DAYS hears of it once in the site (and by mail as they chose), so the end does not
// come as a surprise. Run by jobs/membership-ending-notices.ts.
import type { Database } from '../db/database';
import type { Notifier } from './notification-events';

const MEMBERSHIP_ENDING_DAYS = 3;

export async function noticeEndingMemberships(db: Database, notifier: Notifier): Promise<number> {
  const members = await db.query<{ user_id: number }>(
    `SELECT DISTINCT s.user_id FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.status IN ('active', 'trialing') AND s.cancel_at_period_end AND u.withdrawn_at IS NULL
        AND s.current_period_end BETWEEN now() AND now() + make_interval(days => $1)
        -- Once per ending: a notice written since the window opened is that one.
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.kind = 'payment'
                          AND n.variant = 'membership_ending' AND n.created_at > s.current_period_end - make_interval(days => $1 + 1))`,
    [MEMBERSHIP_ENDING_DAYS],
  );
  for (const { user_id: userId } of members) await notifier.notify({ type: 'membership.ending', userId });
  return members.length;
}
