import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { Comment, CommentBody, MyComment, Paged, QuestionPageQuery, UserCommentsQuery } from '@hiroba/contract/types';

/** Expert answers first, then members' comments oldest first, each with its comment_replies. */
export const getCommentsByQuestionId = (questionId: number, options?: CallOptions): Promise<Comment[]> =>
  requestData('get', 'api/v1/comments/get_comments_by_question_id', { searchParams: { question_id: questionId }, ...options });

/** Any signed-in member; an approved expert's comment is always their expert answer. */
export const create = (body: CommentBody): Promise<Comment> => requestData('post', 'api/v1/comments', { json: body });

/** The signed-in member's comments, newest first, each with its question's id and title. */
export const myComments = (query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<MyComment>> =>
  request('get', 'api/v1/comments/my_comments', { searchParams: { ...query }, ...options });

/** One person's comments (their public profile), newest first, each with its question; none for a withdrawn person. */
export const byUser = (query: UserCommentsQuery, options?: CallOptions): Promise<Paged<MyComment>> =>
  request('get', 'api/v1/comments', { searchParams: { ...query }, ...options });

/** Moderation (admins; docs/product.md#calls-beyond-the-spec): removes a comment, recorded in the audit log. */
export const remove = (id: number): Promise<void> => request('delete', path('api/v1/comments/{id}', { id }));
