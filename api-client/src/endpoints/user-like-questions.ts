import { request, requestData } from '../client';
import type { LikeState, One } from '@hiroba/contract/types';

/** Likes a question as the caller; liking twice counts once. Answers the new count. */
export const create = (questionId: number): Promise<LikeState> =>
  requestData('post', 'api/v1/user_like_questions', { json: { question_id: questionId } });

/** Takes the caller's like back (nothing happens when there is none). Answers the new count. */
export const deleteByUserIdAndQuestionId = (questionId: number): Promise<LikeState> =>
  requestData('delete', 'api/v1/user_like_questions/delete_by_user_id_and_question_id', { searchParams: { question_id: questionId } });
