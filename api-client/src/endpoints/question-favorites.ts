import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { FavoriteState, One, Paged, QuestionPageQuery, QuestionSummary } from '@hiroba/contract/types';

/** The signed-in member's favorite questions, most recently added first. */
export async function myFavoriteQuestions(query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> {
  return request<Paged<QuestionSummary>>('get', 'api/v1/question_favorites/my_favorite_questions', {
    searchParams: { ...query },
    ...options,
  });
}

/** Adding a favorite twice keeps one. */
export async function create(questionId: number): Promise<FavoriteState> {
  const answer = await request<One<FavoriteState>>('post', 'api/v1/question_favorites', { json: { question_id: questionId } });
  return answer.data;
}

/** Removes one of the caller's favorites by its id. */
export async function remove(id: number): Promise<FavoriteState> {
  const answer = await request<One<FavoriteState>>('delete', path('api/v1/question_favorites/{id}', { id }));
  return answer.data;
}

/** Removes the caller's favorite of a question (nothing happens when there is none). */
export async function deleteFavoriteByUserIdAndQuestionId(questionId: number): Promise<FavoriteState> {
  const answer = await request<One<FavoriteState>>('delete', 'api/v1/question_favorites/delete_favorite_by_user_id_and_question_id', {
    searchParams: { question_id: questionId },
  });
  return answer.data;
}
