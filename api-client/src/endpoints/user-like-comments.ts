import { request } from '../client';
import type { LikeState, One } from '@hiroba/contract/types';

/** Likes a comment as the caller; liking twice counts once. Answers the new count. */
export async function create(commentId: number): Promise<LikeState> {
  const answer = await request<One<LikeState>>('post', 'api/v1/user_like_comments', { json: { comment_id: commentId } });
  return answer.data;
}

/** Takes the caller's like back (nothing happens when there is none). Answers the new count. */
export async function deleteByUserIdAndCommentId(commentId: number): Promise<LikeState> {
  const answer = await request<One<LikeState>>('delete', 'api/v1/user_like_comments/delete_by_user_id_and_comment_id', {
    searchParams: { comment_id: commentId },
  });
  return answer.data;
}
