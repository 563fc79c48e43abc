import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { Comment, CommentBody, MyComment, One, Paged, QuestionPageQuery } from '@hiroba/contract/types';

/** Expert answers first, then members' comments oldest first, each with its comment_replies. */
export async function getCommentsByQuestionId(questionId: number, options?: CallOptions): Promise<Comment[]> {
  const answer = await request<{ data: Comment[] }>('get', 'api/v1/comments/get_comments_by_question_id', {
    searchParams: { question_id: questionId },
    ...options,
  });
  return answer.data;
}

/** Any signed-in member; an approved expert's comment is always their expert answer. */
export async function create(body: CommentBody): Promise<Comment> {
  const answer = await request<One<Comment>>('post', 'api/v1/comments', { json: body });
  return answer.data;
}

/** The signed-in member's comments, newest first, each with its question's id and title. */
export async function myComments(query: QuestionPageQuery = {}, options?: CallOptions): Promise<Paged<MyComment>> {
  return request<Paged<MyComment>>('get', 'api/v1/comments/my_comments', { searchParams: { ...query }, ...options });
}

/** Moderation (admins; an extra call beyond the spec): removes a comment, recorded in the audit log. */
export async function remove(id: number): Promise<void> {
  await request('delete', path('api/v1/comments/{id}', { id }));
}
