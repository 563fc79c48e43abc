// Visitors share one serialised answer per URL for a moment (content/public-cache.ts): turning 20
// questions of Japanese text into JSON costs more than the query. Signed-in callers always get
// their own, fresh answer (their marks and what they may do are theirs).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../content/public-cache';

/** The caller's own answer, or the reply once the shared one is sent. */
export async function sendShared<T>(cache: PublicCache, request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T | FastifyReply> {
  if (request.auth) return load();
  const json = await cache.pages.get(`page ${request.url}`, async () => reply.serialize(await load()));
  return reply.type('application/json; charset=utf-8').send(json);
}
