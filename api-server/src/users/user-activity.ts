// GET users/{id}/activity (admins): what one person has done on the site (counts, their newest
// questions and comments) and what admins have done about them (audit_logs whose target is the
// account, their profile, their expert record or one of their posts), with what the admin may do to
// the account now. One read for the admin's user page; the posts are read by statements of their own
// (user-activity-repository.ts) rather than through the Q&A services, as only titles and links are shown.
import type { UserActivity } from '@hiroba/contract';
import { auditEntriesAboutUser } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import { excerptOf } from '../content/excerpt';
import { notFound } from '../lib/http-errors';
import { maySuspend, capabilitiesOf, type Actor } from '../policy/rules';
import { canonicalType } from '../qa/qa-type';
import { activityCountsOf, recentCommentsOf, recentQuestionsOf } from './user-activity-repository';
import { findUserById } from './user-repository';

const RECENT_SHOWN = 5;
const AUDIT_SHOWN = 50;
const COMMENT_EXCERPT_LENGTH = 60;

export type UserActivityService = ReturnType<typeof createUserActivityService>;

export function createUserActivityService({ db }: { db: Database }) {
  return {
    async read(id: number, actor: Actor): Promise<UserActivity> {
      const user = await findUserById(db, id);
      if (!user || user.withdrawn_at) throw notFound('会員が見つかりませんでした。');

      const counts = await activityCountsOf(db, id);
      const questions = await recentQuestionsOf(db, id, RECENT_SHOWN);
      const comments = await recentCommentsOf(db, id, RECENT_SHOWN);
      const audits = await auditEntriesAboutUser(db, id, AUDIT_SHOWN);

      return {
        user_id: user.id,
        counts: counts ?? { questions: 0, comments: 0, likes: 0, favorites: 0 },
        recent_questions: questions.map((q) => ({ id: q.id, title: q.title, qa_type: canonicalType(q.is_expert_question), created_at: q.created_at })),
        recent_comments: comments.map((c) => ({
          id: c.id,
          excerpt: excerptOf(c.body, COMMENT_EXCERPT_LENGTH),
          question: { id: c.question_id, title: c.title, qa_type: canonicalType(c.is_expert_question) },
          created_at: c.created_at,
        })),
        audit_logs: audits,
        capabilities: {
          can_suspend: maySuspend(actor, user) && !user.suspended_at,
          can_restore: maySuspend(actor, user) && Boolean(user.suspended_at),
          can_withdraw: capabilitiesOf(user).can_withdraw,
        },
      };
    },
  };
}
