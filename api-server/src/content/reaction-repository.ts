// The SQL of likes and favorites of content (questions, comments, columns), in the caller's
// transaction. Each is one row per (person, object): giving one twice keeps one row
// (INSERT … ON CONFLICT DO NOTHING), and the object's count moves with `SET n = n + 1`, so two people
// at the same moment never lose one another's like (reaction-service.ts moves it only when a row was
// inserted or deleted).
import type { ItemKind } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { ITEM_TABLES } from '../items/item-kinds';

export interface ReactionKind {
  /** The table of rows (person, object). */
  table: 'user_like_questions' | 'user_like_comments' | 'question_favorites' | 'column_favorites';
  /** The kind of object, and its column in `table`. */
  item: Extract<ItemKind, 'question' | 'comment' | 'column'>;
  column: 'question_id' | 'comment_id' | 'column_id';
  counter: 'like_counts' | 'favorite_counts';
  /** What else makes the object public, beyond not being removed. */
  publicSql?: string;
}

export const QUESTION_LIKES: ReactionKind = { table: 'user_like_questions', item: 'question', column: 'question_id', counter: 'like_counts' };
export const COMMENT_LIKES: ReactionKind = { table: 'user_like_comments', item: 'comment', column: 'comment_id', counter: 'like_counts' };
export const QUESTION_FAVORITES: ReactionKind = { table: 'question_favorites', item: 'question', column: 'question_id', counter: 'favorite_counts' };
export const COLUMN_FAVORITES: ReactionKind = {
  table: 'column_favorites',
  item: 'column',
  column: 'column_id',
  counter: 'favorite_counts',
  publicSql: "status = 'published'",
};

/** Every kind, in the order a withdrawal takes them back. */
const REACTION_KINDS = [QUESTION_LIKES, QUESTION_FAVORITES, COMMENT_LIKES, COLUMN_FAVORITES];

/** The object's count, or null when it is removed or not public. */
export async function liveCount(tx: Queryable, kind: ReactionKind, targetId: number): Promise<number | null> {
  const visible = kind.publicSql ? ` AND ${kind.publicSql}` : '';
  const row = await tx.one<{ n: number }>(`SELECT ${kind.counter} AS n FROM ${ITEM_TABLES[kind.item].table} WHERE id = $1 AND deleted_at IS NULL${visible}`, [targetId]);
  return row?.n ?? null;
}

/** The new row's id, or null when the person already has one. */
export async function insertReaction(tx: Queryable, kind: ReactionKind, userId: number, targetId: number): Promise<number | null> {
  const inserted = await tx.one<{ id: number }>(
    `INSERT INTO ${kind.table} (user_id, ${kind.column}) VALUES ($1, $2) ON CONFLICT (user_id, ${kind.column}) DO NOTHING RETURNING id`,
    [userId, targetId],
  );
  return inserted?.id ?? null;
}

export async function findReactionId(tx: Queryable, kind: ReactionKind, userId: number, targetId: number): Promise<number | null> {
  const row = await tx.one<{ id: number }>(`SELECT id FROM ${kind.table} WHERE user_id = $1 AND ${kind.column} = $2`, [userId, targetId]);
  return row?.id ?? null;
}

/** A row by its own id: whose it is and which object it marks. */
export const findReaction = (tx: Queryable, kind: ReactionKind, rowId: number) =>
  tx.one<{ user_id: number; target_id: number }>(`SELECT user_id, ${kind.column} AS target_id FROM ${kind.table} WHERE id = $1`, [rowId]);

/** True when the person had a row for the object (now deleted). */
export async function deleteReaction(tx: Queryable, kind: ReactionKind, userId: number, targetId: number): Promise<boolean> {
  return (await tx.one(`DELETE FROM ${kind.table} WHERE user_id = $1 AND ${kind.column} = $2 RETURNING id`, [userId, targetId])) !== null;
}

/** The object's count one up or one down; answers the new count. */
export async function moveCount(tx: Queryable, kind: ReactionKind, targetId: number, step: 1 | -1): Promise<number> {
  // GREATEST keeps the CHECK (>= 0) safe even if a count was ever written by hand.
  const moved = step > 0 ? `${kind.counter} + 1` : `GREATEST(${kind.counter} - 1, 0)`;
  const row = await tx.one<{ n: number }>(`UPDATE ${ITEM_TABLES[kind.item].table} SET ${kind.counter} = ${moved} WHERE id = $1 RETURNING ${kind.counter} AS n`, [
    targetId,
  ]);
  return row!.n;
}

/** Every object the person liked or favorited counts them no more (a withdrawal; their rows go next). */
export async function uncountReactionsOf(tx: Queryable, userId: number): Promise<void> {
  for (const kind of REACTION_KINDS) {
    await tx.query(
      `UPDATE ${ITEM_TABLES[kind.item].table} t SET ${kind.counter} = GREATEST(t.${kind.counter} - 1, 0)
         FROM ${kind.table} r WHERE r.${kind.column} = t.id AND r.user_id = $1`,
      [userId],
    );
  }
}
