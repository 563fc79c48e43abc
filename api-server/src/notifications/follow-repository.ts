// The SQL of following (docs/notifications.md): one row per (person, target), a question, a tag or a
// category. Following twice keeps one row (INSERT … ON CONFLICT DO NOTHING). A target deleted,
// unpublished or held since is left out of the list, and its row stays until the person withdraws.
import type { FollowTarget, ModerationState } from '@hiroba/contract';
import type { Queryable } from '../db/database';

/** A target as following checks it: its name, and for a question what decides who may see it. */
export interface FollowTargetRow {
  name: string;
  /** A question's moderation state and author; null for a tag or category. */
  moderation: ModerationState | null;
  author_id: number | null;
}

// A tag or category is a target while published (a draft exists only for admins); a question while
// it is not removed (whether this person may see it is the service's rule, visibility.ts).
const TARGETS: Record<FollowTarget, string> = {
  question: 'SELECT title AS name, moderation, user_id AS author_id FROM questions WHERE id = $1 AND deleted_at IS NULL',
  tag: "SELECT title AS name, NULL AS moderation, NULL AS author_id FROM tags WHERE id = $1 AND status = 'published'",
  category: "SELECT title AS name, NULL AS moderation, NULL AS author_id FROM categories WHERE id = $1 AND status = 'published'",
};

/** The target, or null when it does not exist (or no longer does, or is a draft). */
export const findFollowTarget = (db: Queryable, kind: FollowTarget, id: number) => db.one<FollowTargetRow>(TARGETS[kind], [id]);

/** True when a row was inserted now (false: it was there already). */
export async function insertFollow(tx: Queryable, userId: number, kind: FollowTarget, targetId: number): Promise<boolean> {
  const row = await tx.one('INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1 AS inserted', [userId, kind, targetId]);
  return row !== null;
}

export async function deleteFollow(db: Queryable, userId: number, kind: FollowTarget, targetId: number): Promise<void> {
  await db.query('DELETE FROM follows WHERE user_id = $1 AND target_kind = $2 AND target_id = $3', [userId, kind, targetId]);
}

export const isFollowing = async (db: Queryable, userId: number, kind: FollowTarget, targetId: number) =>
  (await db.one('SELECT 1 FROM follows WHERE user_id = $1 AND target_kind = $2 AND target_id = $3', [userId, kind, targetId])) !== null;

/**
 * How many rows the person has, with their account's row locked until the transaction ends, so two
 * follows at the same moment cannot both pass the limit.
 */
export async function countFollowsLocked(tx: Queryable, userId: number): Promise<number> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const row = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

/** A followed target as the list shows it; `is_expert_question` places a question's page. */
export interface FollowListRow {
  target_kind: FollowTarget;
  target_id: number;
  name: string;
  is_expert_question: boolean | null;
  created_at: string;
}

/**
 * The person's follows, newest first, each with its target's name: a question while it is not
 * removed and others may see it or it is the person's own, a tag or category while published.
 */
export const listFollows = (db: Queryable, userId: number) =>
  db.query<FollowListRow>(
    `SELECT f.target_kind, f.target_id, COALESCE(q.title, t.title, c.title) AS name, q.is_expert_question, f.created_at
       FROM follows f
       LEFT JOIN questions q ON f.target_kind = 'question' AND q.id = f.target_id AND q.deleted_at IS NULL
            AND (q.moderation = 'visible' OR q.user_id = f.user_id)
       LEFT JOIN tags t ON f.target_kind = 'tag' AND t.id = f.target_id AND t.status = 'published'
       LEFT JOIN categories c ON f.target_kind = 'category' AND c.id = f.target_id AND c.status = 'published'
      WHERE f.user_id = $1 AND COALESCE(q.id, t.id, c.id) IS NOT NULL
      ORDER BY f.created_at DESC, f.target_kind, f.target_id DESC`,
    [userId],
  );
