// 有料会員の期間がまもなく終わります: a member whose cancelled subscription ends within
// MEMBERSHIP_ENDING_DAYS hears of it once in the site (and by mail as they chose), so the end does not
// come as a surprise. Run by jobs/membership-ending-notices.ts.
import type { Database } from '../db/database';
import type { Notifier } from './notification-events';
import { membersWhoseMembershipEnds } from './notification-repository';

const MEMBERSHIP_ENDING_DAYS = 3;

export async function noticeEndingMemberships(db: Database, notifier: Notifier): Promise<number> {
  const members = await membersWhoseMembershipEnds(db, MEMBERSHIP_ENDING_DAYS);
  for (const userId of members) await notifier.notify({ type: 'membership.ending', userId });
  return members.length;
}
