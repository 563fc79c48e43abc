import { request, requestData, type CallOptions } from '../client';
import { path } from '../path';
import type { Reply, ReplyBody } from '@hiroba/contract/types';

/** Any signed-in member; answers the new reply (append it under its comment). */
export const create = (body: ReplyBody): Promise<Reply> => requestData('post', 'api/v1/replies', { json: body });

/** A comment's replies, oldest first. */
export const indexByCommentId = (commentId: number, options?: CallOptions): Promise<Reply[]> =>
  requestData('get', 'api/v1/replies/index_by_comment_id', { searchParams: { comment_id: commentId }, ...options });

/** Moderation (admins; docs/product.md#calls-beyond-the-spec): removes a reply, recorded in the audit log. */
export const remove = (id: number): Promise<void> => request('delete', path('api/v1/replies/{id}', { id }));
