// Likes and favorites as a member gives and takes them back: the acting user is always the caller
// (a user_id sent along must be theirs), and a question's or column's counts moving is announced.
import { COLUMN_FAVORITES, COMMENT_LIKES, QUESTION_FAVORITES, QUESTION_LIKES, addReaction, checkActingUser, removeReaction } from './reactions';
import type { ContentKind } from '@hiroba/contract';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { Actor } from '../policy/rules';

export type ReactionService = ReturnType<typeof createReactionService>;

export function createReactionService({ db, events }: { db: Database; events: DomainEvents }) {
  const contentChanged = (kind: ContentKind, id: number, changed: boolean) => {
    if (changed) events.publish({ type: 'content.changed', kind, id });
  };
  const questionChanged = (id: number, changed: boolean) => contentChanged('question', id, changed);

  return {
    async likeQuestion(questionId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await addReaction(db, QUESTION_LIKES, actor.id, questionId);
      questionChanged(questionId, result.changed);
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
      return { created: result.changed, data: { like_counts: result.count, liked: true } };
    },
    async unlikeComment(commentId: number, actor: Actor, sentUserId?: number) {
      checkActingUser(actor.id, sentUserId);
      const result = await removeReaction(db, COMMENT_LIKES, actor.id, { targetId: commentId });
      return { like_counts: result.count, liked: false };
    },
  };
}
