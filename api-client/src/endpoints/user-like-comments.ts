import { request, requestData } from '../client';
import type { LikeState, One } from '@hiroba/contract/types';

/** Likes a comment as the caller; liking twice counts once. Answers the new count. */
export const create = (commentId: number): Promise<LikeState> =>
  requestData('post', 'api/v1/user_like_comments', { json: { comment_id: commentId } });

/** Takes the caller's like back (nothing happens when there is none). Answers the new count. */
export const deleteByUserIdAndCommentId = (commentId: number): Promise<LikeState> =>
  requestData('delete', 'api/v1/user_like_comments/delete_by_user_id_and_comment_id', { searchParams: { comment_id: commentId } });
