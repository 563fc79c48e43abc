import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type {
  One,
  Paged,
  Question,
  QuestionBody,
  QuestionListQuery,
  QuestionPageQuery,
  QuestionsByExpertQuery,
  QuestionSummary,
} from '@hiroba/contract/types';

/** Newest first; filters: type (専門家・一般・未回答), tag (title), category (id or title), keyword, expert_info_id, user_id. */
export const list = (query: QuestionListQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> =>
  request('get', 'api/v1/questions', { searchParams: { ...query }, ...options });

/** A question with its body; each call counts one view. Rejects 404 when missing or removed. */
export const get = (id: number, options?: CallOptions): Promise<Question> =>
  requestData('get', path('api/v1/questions/{id}', { id }), options);

/** Paid members and admins. */
export const create = (body: QuestionBody): Promise<Question> => requestData('post', 'api/v1/questions', { json: body });

/** The author (while a paid member) or an admin. */
export const update = (id: number, body: Partial<QuestionBody>): Promise<Question> =>
  requestData('patch', path('api/v1/questions/{id}', { id }), { json: body });

/** The author or an admin (an admin's removal is moderation, recorded in the audit log). */
export const remove = (id: number): Promise<void> => request('delete', path('api/v1/questions/{id}', { id }));

/** The signed-in member's own questions, newest first. */
export const myQuestions = (query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> =>
  request('get', 'api/v1/questions/my_questions', { searchParams: { ...query }, ...options });

/** Ranked by likes, comments, favorites and views, newer questions first among equals. */
export const popularQuestions = (query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> =>
  request('get', 'api/v1/questions/popular_questions', { searchParams: { ...query }, ...options });

/** Questions addressed to one expert, newest first. */
export const questionByExpertInfoId = (query: QuestionsByExpertQuery, options?: CallOptions): Promise<Paged<QuestionSummary>> =>
  request('get', 'api/v1/questions/question_by_expert_info_id', { searchParams: { ...query }, ...options });
