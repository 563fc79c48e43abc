// GET users/{id}/activity (admins): what one person has done on the site (counts, their newest
// questions and comments) and what admins have done about them (audit_logs whose target is the
// account, their profile, their expert record or one of their posts), with what the admin may do to
// the account now. One read for the admin's user page; the posts are read here rather than through
// the Q&A services because only their titles and links are shown.
import type { AuditEntry, UserActivity } from '@hiroba/contract';
import { AUDIT_ENTRY_SELECT, NEWEST_FIRST } from '../admin/audit-log-service';
import type { Database } from '../db/database';
import { excerptOf } from '../content/search-text';
import { notFound } from '../lib/http-errors';
import { maySuspend, capabilitiesOf, type Actor } from '../policy/rules';
import { canonicalType } from '../qa/qa-type';
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

      const counts = await db.one<UserActivity['counts']>(
        `SELECT
           (SELECT count(*)::int FROM questions WHERE user_id = $1 AND deleted_at IS NULL) AS questions,
           (SELECT count(*)::int FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
             WHERE c.user_id = $1 AND c.deleted_at IS NULL) AS comments,
           (SELECT count(*)::int FROM user_like_questions WHERE user_id = $1)
             + (SELECT count(*)::int FROM user_like_comments WHERE user_id = $1) AS likes,
           (SELECT count(*)::int FROM question_favorites WHERE user_id = $1)
             + (SELECT count(*)::int FROM column_favorites WHERE user_id = $1) AS favorites`,
        [id],
      );

      const questions = await db.query<{ id: number; title: string; is_expert_question: boolean; created_at: string }>(
        `SELECT id, title, is_expert_question, created_at FROM questions
          WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ${RECENT_SHOWN}`,
        [id],
      );

      const comments = await db.query<{ id: number; body: string; created_at: string; question_id: number; title: string; is_expert_question: boolean }>(
        `SELECT c.id, c.body, c.created_at, q.id AS question_id, q.title, q.is_expert_question
           FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
          WHERE c.user_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at DESC, c.id DESC LIMIT ${RECENT_SHOWN}`,
        [id],
      );

      // Each kind of target through its own index (audit_logs_target_idx); removed posts still count
      // as theirs, since removal keeps the row.
      const audits = await db.query<AuditEntry>(
        `${AUDIT_ENTRY_SELECT}
          WHERE (a.target_type = 'user' AND a.target_id = $1)
             OR (a.target_type = 'user_information' AND a.target_id IN (SELECT id FROM user_informations WHERE user_id = $1))
             OR (a.target_type = 'expert_info' AND a.target_id IN (SELECT id FROM expert_infos WHERE user_id = $1))
             OR (a.target_type = 'question' AND a.target_id IN (SELECT id FROM questions WHERE user_id = $1))
             OR (a.target_type = 'comment' AND a.target_id IN (SELECT id FROM comments WHERE user_id = $1))
             OR (a.target_type = 'reply' AND a.target_id IN (SELECT id FROM replies WHERE user_id = $1))
          ${NEWEST_FIRST} LIMIT ${AUDIT_SHOWN}`,
        [id],
      );

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
