import { request, type CallOptions } from '../client';
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

/** Newest first; filters: type (専門家・一般・未回答), tag (title), category (id or title), keyword, expert_info_id. */
export async function list(query: QuestionListQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> {
  return request<Paged<QuestionSummary>>('get', 'api/v1/questions', { searchParams: { ...query }, ...options });
}

/** A question with its body; each call counts one view. Rejects 404 when missing or removed. */
export async function get(id: number, options?: CallOptions): Promise<Question> {
  const answer = await request<One<Question>>('get', path('api/v1/questions/{id}', { id }), options);
  return answer.data;
}

/** Paid members and admins. */
export async function create(body: QuestionBody): Promise<Question> {
  const answer = await request<One<Question>>('post', 'api/v1/questions', { json: body });
  return answer.data;
}

/** The author (while a paid member) or an admin. */
export async function update(id: number, body: Partial<QuestionBody>): Promise<Question> {
  const answer = await request<One<Question>>('patch', path('api/v1/questions/{id}', { id }), { json: body });
  return answer.data;
}

/** The author or an admin (an admin's removal is moderation, recorded in the audit log). */
export async function remove(id: number): Promise<void> {
  await request('delete', path('api/v1/questions/{id}', { id }));
}

/** The signed-in member's own questions, newest first. */
export async function myQuestions(query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> {
  return request<Paged<QuestionSummary>>('get', 'api/v1/questions/my_questions', { searchParams: { ...query }, ...options });
}

/** Ranked by likes, comments, favorites and views, newer questions first among equals. */
export async function popularQuestions(query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<QuestionSummary>> {
  return request<Paged<QuestionSummary>>('get', 'api/v1/questions/popular_questions', { searchParams: { ...query }, ...options });
}

/** Questions addressed to one expert, newest first. */
export async function questionByExpertInfoId(query: QuestionsByExpertQuery, options?: CallOptions): Promise<Paged<QuestionSummary>> {
  return request<Paged<QuestionSummary>>('get', 'api/v1/questions/question_by_expert_info_id', { searchParams: { ...query }, ...options });
}
