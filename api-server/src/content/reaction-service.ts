// Likes and favorites as a member gives and takes them back: the acting user is always the caller
// (a user_id sent along must be theirs), giving one twice counts once, and a question's or column's
// counts moving is announced.
import type { ContentKind } from '@hiroba/contract';
import type { Database, Queryable } from '../db/database';
import type { Notifier } from '../notifications/notification-events';
import type { DomainEvents } from '../events/domain-events';
import { forbidden, notFound } from '../lib/http-errors';
import type { Actor } from '../policy/rules';
import {
  COLUMN_FAVORITES,
  COMMENT_LIKES,
  QUESTION_FAVORITES,
  QUESTION_LIKES,
  deleteReaction,
  findReaction,
  findReactionId,
  insertReaction,
  liveCount,
  moveCount,
  type ReactionKind,
} from './reaction-repository';

const MISSING: Record<ReactionKind['item'], string> = {
  question: '質問が見つかりませんでした。削除された可能性があります。',
  comment: 'コメントが見つかりませんでした。削除された可能性があります。',
  column: 'コラムが見つかりませんでした。公開が終わった可能性があります。',
};

interface ReactionResult {
  /** The row's id (null once removed). */
  id: number | null;
  count: number;
  active: boolean;
  /** True when this call inserted or deleted a row. */
  changed: boolean;
}

/** The user is always the caller: a user_id sent along must be theirs. */
function checkActingUser(callerId: number, sentUserId: number | undefined): void {
  if (sentUserId !== undefined && sentUserId !== callerId) throw forbidden('ほかの方の代わりには操作できません。', 'user_id');
}

/** The object's count; a removed (or unpublished) object is not found. */
async function countOfLive(tx: Queryable, kind: ReactionKind, targetId: number): Promise<number> {
  const count = await liveCount(tx, kind, targetId);
  if (count === null) throw notFound(MISSING[kind.item]);
  return count;
}

function addReaction(db: Database, kind: ReactionKind, userId: number, targetId: number): Promise<ReactionResult> {
  return db.transaction(async (tx) => {
    await countOfLive(tx, kind, targetId);
    const inserted = await insertReaction(tx, kind, userId, targetId);
    if (inserted === null) {
      const existing = await findReactionId(tx, kind, userId, targetId);
      return { id: existing, count: await countOfLive(tx, kind, targetId), active: true, changed: false };
    }
    return { id: inserted, count: await moveCount(tx, kind, targetId, 1), active: true, changed: true };
  });
}

/** Removes the caller's row for the object (by the object, or by the row's own id). */
function removeReaction(db: Database, kind: ReactionKind, userId: number, by: { targetId: number } | { rowId: number }): Promise<ReactionResult & { targetId: number }> {
  return db.transaction(async (tx) => {
    let targetId: number;
    if ('rowId' in by) {
      const row = await findReaction(tx, kind, by.rowId);
      if (!row) throw notFound('お気に入りが見つかりませんでした。');
      if (row.user_id !== userId) throw forbidden('ほかの方のお気に入りは変更できません。');
      targetId = row.target_id;
    } else {
      targetId = by.targetId;
      await countOfLive(tx, kind, targetId);
    }
    if (!(await deleteReaction(tx, kind, userId, targetId))) return { id: null, count: await countOfLive(tx, kind, targetId), active: false, changed: false, targetId };
    return { id: null, count: await moveCount(tx, kind, targetId, -1), active: false, changed: true, targetId };
  });
}

export type ReactionService = ReturnType<typeof createReactionService>;

export function createReactionService({ db, events, notifier }: { db: Database; events: DomainEvents; notifier: Notifier }) {
  const contentChanged = (kind: ContentKind, id: number, changed: boolean) => {
    if (changed) events.publish({ type: 'content.changed', kind, id });
  };
  const questionChanged = (id: number, changed: boolean) => contentChanged('question', id, changed);

  return {
    async likeQuestion(questionId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await addReaction(db, QUESTION_LIKES, actor.id, questionId);
      questionChanged(questionId, result.changed);
      if (result.changed) await notifier.notify({ type: 'liked', item: 'question', id: questionId, actorId: actor.id });
      return { created: result.changed, data: { like_counts: result.count, liked: true } };
    },
    async unlikeQuestion(questionId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await removeReaction(db, QUESTION_LIKES, actor.id, { targetId: questionId });
      questionChanged(questionId, result.changed);
      return { like_counts: result.count, liked: false };
    },
    async favoriteQuestion(questionId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await addReaction(db, QUESTION_FAVORITES, actor.id, questionId);
      questionChanged(questionId, result.changed);
      return { created: result.changed, data: { id: result.id, question_id: questionId, favorite_counts: result.count, favorited: true } };
    },
    /** By the question, or by the favorite's own id. */
    async unfavoriteQuestion(by: { questionId: number; sentUserId?: number } | { favoriteId: number }, actor: Actor) {
      if ('questionId' in by) checkActingUser(actor.id, by.sentUserId);
      const result = await removeReaction(db, QUESTION_FAVORITES, actor.id, 'questionId' in by ? { targetId: by.questionId } : { rowId: by.favoriteId });
      questionChanged(result.targetId, result.changed);
      return { id: null, question_id: result.targetId, favorite_counts: result.count, favorited: false };
    },
    async favoriteColumn(columnId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await addReaction(db, COLUMN_FAVORITES, actor.id, columnId);
      contentChanged('column', columnId, result.changed);
      return { created: result.changed, data: { id: result.id, column_id: columnId, favorite_counts: result.count, favorited: true } };
    },
    async unfavoriteColumn(columnId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await removeReaction(db, COLUMN_FAVORITES, actor.id, { targetId: columnId });
      contentChanged('column', columnId, result.changed);
      return { id: null, column_id: columnId, favorite_counts: result.count, favorited: false };
    },
    async likeComment(commentId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await addReaction(db, COMMENT_LIKES, actor.id, commentId);
      if (result.changed) await notifier.notify({ type: 'liked', item: 'comment', id: commentId, actorId: actor.id });
      return { created: result.changed, data: { like_counts: result.count, liked: true } };
    },
    async unlikeComment(commentId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await removeReaction(db, COMMENT_LIKES, actor.id, { targetId: commentId });
      return { like_counts: result.count, liked: false };
    },
  };
}
