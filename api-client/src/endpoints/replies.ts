import { request, type CallOptions } from '../client';
import { path } from '../path';
import type { One, Reply, ReplyBody } from '@hiroba/contract/types';

/** Any signed-in member; answers the new reply (append it under its comment). */
export async function create(body: ReplyBody): Promise<Reply> {
  const answer = await request<One<Reply>>('post', 'api/v1/replies', { json: body });
  return answer.data;
}

/** A comment's replies, oldest first. */
export async function indexByCommentId(commentId: number, options?: CallOptions): Promise<Reply[]> {
  const answer = await request<{ data: Reply[] }>('get', 'api/v1/replies/index_by_comment_id', {
    searchParams: { comment_id: commentId },
    ...options,
  });
  return answer.data;
}

/** Moderation (admins; an extra call beyond the spec): removes a reply, recorded in the audit log. */
export async function remove(id: number): Promise<void> {
  await request('delete', path('api/v1/replies/{id}', { id }));
}
