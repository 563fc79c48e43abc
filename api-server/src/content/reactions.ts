// Likes and favorites of content (questions, comments, columns). Each is one row per (person, object);
// giving one twice keeps one row and counts once (INSERT … ON CONFLICT DO NOTHING, and the count
// moves only when a row was inserted or deleted), and the count moves with `SET n = n + 1` in the
// same transaction, so two people at the same moment never lose one another's like.
import type { ItemKind } from '@hiroba/contract';
import type { Database, Queryable } from '../db/database';
import { ITEM_TABLES } from '../items/item-kinds';
import { forbidden, notFound } from '../lib/http-errors';

interface ReactionKind {
  /** The table of rows (person, object). */
  table: 'user_like_questions' | 'user_like_comments' | 'question_favorites' | 'column_favorites';
  /** The kind of object, and its column in `table`. */
  item: Extract<ItemKind, 'question' | 'comment' | 'column'>;
  column: 'question_id' | 'comment_id' | 'column_id';
  counter: 'like_counts' | 'favorite_counts';
  /** What else makes the object public, beyond not being removed. */
  publicSql?: string;
  missing: string;
}

export const QUESTION_LIKES: ReactionKind = {
  table: 'user_like_questions',
  item: 'question',
  column: 'question_id',
  counter: 'like_counts',
  missing: '質問が見つかりませんでした。削除された可能性があります。',
};
export const COMMENT_LIKES: ReactionKind = {
  table: 'user_like_comments',
  item: 'comment',
  column: 'comment_id',
  counter: 'like_counts',
  missing: 'コメントが見つかりませんでした。削除された可能性があります。',
};
export const QUESTION_FAVORITES: ReactionKind = {
  table: 'question_favorites',
  item: 'question',
  column: 'question_id',
  counter: 'favorite_counts',
  missing: '質問が見つかりませんでした。削除された可能性があります。',
};

export const COLUMN_FAVORITES: ReactionKind = {
  table: 'column_favorites',
  item: 'column',
  column: 'column_id',
  counter: 'favorite_counts',
  publicSql: "status = 'published'",
  missing: 'コラムが見つかりませんでした。公開が終わった可能性があります。',
};

export interface ReactionResult {
  /** The row's id (null once removed). */
  id: number | null;
  count: number;
  active: boolean;
  /** True when this call inserted or deleted a row. */
  changed: boolean;
}

/** The user is always the caller: a user_id sent along must be theirs. */
export function checkActingUser(callerId: number, sentUserId: number | undefined): void {
  if (sentUserId !== undefined && sentUserId !== callerId) throw forbidden('ほかの方の代わりには操作できません。', 'user_id');
}

async function liveCount(tx: Queryable, kind: ReactionKind, targetId: number): Promise<number> {
  const visible = kind.publicSql ? ` AND ${kind.publicSql}` : '';
  const row = await tx.one<{ n: number }>(`SELECT ${kind.counter} AS n FROM ${ITEM_TABLES[kind.item].table} WHERE id = $1 AND deleted_at IS NULL${visible}`, [targetId]);
  if (!row) throw notFound(kind.missing);
  return row.n;
}

export function addReaction(db: Database, kind: ReactionKind, userId: number, targetId: number): Promise<ReactionResult> {
  return db.transaction(async (tx) => {
    await liveCount(tx, kind, targetId);
    const inserted = await tx.one<{ id: number }>(
      `INSERT INTO ${kind.table} (user_id, ${kind.column}) VALUES ($1, $2) ON CONFLICT (user_id, ${kind.column}) DO NOTHING RETURNING id`,
      [userId, targetId],
    );
    if (!inserted) {
      const existing = await tx.one<{ id: number }>(`SELECT id FROM ${kind.table} WHERE user_id = $1 AND ${kind.column} = $2`, [userId, targetId]);
      return { id: existing?.id ?? null, count: await liveCount(tx, kind, targetId), active: true, changed: false };
    }
    const updated = await tx.one<{ n: number }>(
      `UPDATE ${ITEM_TABLES[kind.item].table} SET ${kind.counter} = ${kind.counter} + 1 WHERE id = $1 RETURNING ${kind.counter} AS n`,
      [targetId],
    );
    return { id: inserted.id, count: updated!.n, active: true, changed: true };
  });
}

/** Removes the caller's row for the object (by the object, or by the row's own id). */
export function removeReaction(db: Database, kind: ReactionKind, userId: number, by: { targetId: number } | { rowId: number }): Promise<ReactionResult & { targetId: number }> {
  return db.transaction(async (tx) => {
    let targetId: number;
    if ('rowId' in by) {
      const row = await tx.one<{ user_id: number; target_id: number }>(`SELECT user_id, ${kind.column} AS target_id FROM ${kind.table} WHERE id = $1`, [by.rowId]);
      if (!row) throw notFound('お気に入りが見つかりませんでした。');
      if (row.user_id !== userId) throw forbidden('ほかの方のお気に入りは変更できません。');
      targetId = row.target_id;
    } else {
      targetId = by.targetId;
      await liveCount(tx, kind, targetId);
    }
    const deleted = await tx.one(`DELETE FROM ${kind.table} WHERE user_id = $1 AND ${kind.column} = $2 RETURNING id`, [userId, targetId]);
    if (!deleted) return { id: null, count: await liveCount(tx, kind, targetId), active: false, changed: false, targetId };
    // GREATEST keeps the CHECK (>= 0) safe even if a count was ever written by hand.
    const updated = await tx.one<{ n: number }>(
      `UPDATE ${ITEM_TABLES[kind.item].table} SET ${kind.counter} = GREATEST(${kind.counter} - 1, 0) WHERE id = $1 RETURNING ${kind.counter} AS n`,
      [targetId],
    );
    return { id: null, count: updated!.n, active: false, changed: true, targetId };
  });
}
