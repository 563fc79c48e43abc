import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { FavoriteState, Paged, QuestionPageQuery, QuestionSummary } from '@hiroba/contract/types';

/** The signed-in member's favorite questions, most recently added first. */
export const myFavoriteQuestions = (query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> =>
  request('get', 'api/v1/question_favorites/my_favorite_questions', { searchParams: { ...query }, ...options });

/** Adding a favorite twice keeps one. */
export const create = (questionId: number): Promise<FavoriteState> =>
  requestData('post', 'api/v1/question_favorites', { json: { question_id: questionId } });

/** Removes one of the caller's favorites by its id. */
export const remove = (id: number): Promise<FavoriteState> => requestData('delete', path('api/v1/question_favorites/{id}', { id }));

/** Removes the caller's favorite of a question (nothing happens when there is none). */
export const deleteFavoriteByUserIdAndQuestionId = (questionId: number): Promise<FavoriteState> =>
  requestData('delete', 'api/v1/question_favorites/delete_favorite_by_user_id_and_question_id', { searchParams: { question_id: questionId } });
