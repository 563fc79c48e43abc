// Who reads an article, so its views count once per person (content/view-counter.ts): the signed-in
// member, else the client address (request.ip, which follows TRUST_PROXY). The server's own page
// drawing reads articles too (site/server-render.ts); that read is nobody's, and the page route
// counts the page's reader instead (site/web-routes.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../content/view-counter';

/** Sent by the page drawing's in-process calls; the value lives only in this process, so no client can send it. */
export const IN_PROCESS_HEADER = 'x-hiroba-in-process';
export const IN_PROCESS_MARK = randomUUID();

/** The reader of an API call; null for the page drawing's own calls. */
export function viewerOf(request: FastifyRequest): Viewer | null {
  if (request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK) return null;
  return request.auth ? { userId: request.auth.id } : { address: request.ip };
}

/** The reader of a page (pages carry no token: the session lives in the browser's storage). */
export const pageViewerOf = (request: FastifyRequest): Viewer => ({ address: request.ip });
