// The SQL of the admin's view of one person's activity: counts of what they did and their newest
// questions and comments (removed ones left out). What admins did about them is read from the
// audit log (admin/audit-log-repository.ts).
import type { UserActivity } from '@hiroba/contract';
import type { Queryable } from '../db/database';

export const activityCountsOf = (db: Queryable, userId: number) =>
  db.one<UserActivity['counts']>(
    `SELECT
       (SELECT count(*)::int FROM questions WHERE user_id = $1 AND deleted_at IS NULL) AS questions,
       (SELECT count(*)::int FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
         WHERE c.user_id = $1 AND c.deleted_at IS NULL) AS comments,
       (SELECT count(*)::int FROM user_like_questions WHERE user_id = $1)
         + (SELECT count(*)::int FROM user_like_comments WHERE user_id = $1) AS likes,
       (SELECT count(*)::int FROM question_favorites WHERE user_id = $1)
         + (SELECT count(*)::int FROM column_favorites WHERE user_id = $1) AS favorites`,
    [userId],
  );

export const recentQuestionsOf = (db: Queryable, userId: number, limit: number) =>
  db.query<{ id: number; title: string; is_expert_question: boolean; created_at: string }>(
    `SELECT id, title, is_expert_question, created_at FROM questions
      WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );

export const recentCommentsOf = (db: Queryable, userId: number, limit: number) =>
  db.query<{ id: number; body: string; created_at: string; question_id: number; title: string; is_expert_question: boolean }>(
    `SELECT c.id, c.body, c.created_at, q.id AS question_id, q.title, q.is_expert_question
       FROM comments c JOIN questions q ON q.id = c.question_id AND q.deleted_at IS NULL
      WHERE c.user_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
    [userId, limit],
  );
