import { request } from '../client';
import type { LikeState, One } from '@hiroba/contract/types';

/** Likes a question as the caller; liking twice counts once. Answers the new count. */
export async function create(questionId: number): Promise<LikeState> {
  const answer = await request<One<LikeState>>('post', 'api/v1/user_like_questions', { json: { question_id: questionId } });
  return answer.data;
}

/** Takes the caller's like back (nothing happens when there is none). Answers the new count. */
export async function deleteByUserIdAndQuestionId(questionId: number): Promise<LikeState> {
  const answer = await request<One<LikeState>>('delete', 'api/v1/user_like_questions/delete_by_user_id_and_question_id', {
    searchParams: { question_id: questionId },
  });
  return answer.data;
}
