// Who reads an article, so its views count once per person (content/view-counter.ts): the signed-in
// member, else the client address (request.ip, which follows TRUST_PROXY). The server's own page
// drawing reads articles too (site/server-render.ts); that read is nobody's, and the page route
// counts the page's reader instead (site/web-routes.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VIEW_COUNTED_HEADER } from '@hiroba/contract';
import type { Viewer } from '../content/view-counter';

/** Sent by the page drawing's in-process calls; the value lives only in this process, so no client can send it. */
export const IN_PROCESS_HEADER = 'x-hiroba-in-process';
export const IN_PROCESS_MARK = randomUUID();

/**
 * The reader of an API call; null for the page drawing's own calls. A member whose browser says the
 * page counted them (VIEW_COUNTED_HEADER, after the page state's `countedView`) is noted without a
 * second view: with it a member can only keep their own view out of the count.
 */
export function viewerOf(request: FastifyRequest): Viewer | null {
  if (request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK) return null;
  if (!request.auth) return { address: request.ip };
  return request.headers[VIEW_COUNTED_HEADER] === 'page' ? { userId: request.auth.id, countedByPage: true } : { userId: request.auth.id };
}

/** The reader of a page (pages carry no token: the session lives in the browser's storage). */
export const pageViewerOf = (request: FastifyRequest): Viewer => ({ address: request.ip });
