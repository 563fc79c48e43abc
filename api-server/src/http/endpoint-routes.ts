// The API's routes, registered from the endpoint map (@hiroba/contract/endpoints): each entry gives
// the method, path, access, schemas, summary and error answers; a route file (routes/) gives only
// what the server does for each call (a handler that calls one service) and, where needed, its rate
// limits, body limit or raw body. A handler answers the entry's result unwrapped (the item, the list,
// the page, or nothing); this wraps it in `{ data }` where the entry says so and sets the status.
import * as contract from '@hiroba/contract';
import type { Answer, BodyOf, Endpoint, HandlerResultOf, ParamsOf, QueryOf, SchemaName } from '@hiroba/contract';
import { endpoints, type Endpoints } from '@hiroba/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';

type Present<T> = T extends undefined ? unknown : T;
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: Present<ParamsOf<E>>; Querystring: Present<QueryOf<E>>; Body: Present<BodyOf<E>> }>;
type Result<E extends Endpoint> = HandlerResultOf<E> | FastifyReply;
export type Handler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Result<E> | Promise<Result<E>>;

export interface Route<E extends Endpoint> {
  handler: Handler<E>;
  /** Rate limits (plugins/rate-limits.ts), run after the access check and validation. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** A call that carries a picture takes more than Fastify's default 1 MiB. */
  bodyLimit?: number;
  /** The body arrives as the bytes sent, unparsed (a webhook's signature is over them). */
  rawBody?: true;
  /**
   * A form's body (urlencoded or multipart) is taken and ignored: a call a mail client posts to
   * (RFC 8058's `List-Unsubscribe=One-Click`), whose arguments are all in the query.
   */
  ignoredFormBody?: true;
}

/** A route file: what the server does for each call of one group of the map, no more, no less. */
export type GroupRoutes<G> = { [N in keyof G]: G[N] extends Endpoint ? Handler<G[N]> | Route<G[N]> : never };
export interface RouteFile<K extends keyof Endpoints> {
  group: K;
  routes(app: FastifyInstance): GroupRoutes<Endpoints[K]>;
}
export type RouteFiles = { [K in keyof Endpoints]: RouteFile<K> };

export const routesFor = <K extends keyof Endpoints>(group: K, routes: (app: FastifyInstance) => GroupRoutes<Endpoints[K]>): RouteFile<K> => ({ group, routes });

const schemaNamed = (name: SchemaName): TSchema => contract[name];

function answerSchema(answer: Answer): TSchema {
  if (answer === 'empty') return contract.NoContent;
  if ('one' in answer) return contract.one(schemaNamed(answer.one));
  if ('list' in answer) return contract.list(schemaNamed(answer.list));
  if ('paged' in answer) return contract.paged(schemaNamed(answer.paged));
  return schemaNamed(answer.body);
}

/** The body sent for a handler's result: `{ data }` for one item or a list, the result itself otherwise. */
function wrap(answer: Answer | undefined, result: unknown): unknown {
  if (answer === 'empty') return null;
  return answer && ('one' in answer || 'list' in answer) ? { data: result } : result;
}

function routeOf(entry: Endpoint, route: Route<Endpoint>): RouteOptions {
  const answers = entry.answers as Partial<Record<number, Answer>>;
  const [firstStatus] = Object.keys(answers).map(Number);
  return {
    method: entry.method,
    url: entry.path.replace(/\{(\w+)\}/g, ':$1'),
    bodyLimit: route.bodyLimit,
    preHandler: route.preHandler,
    config: { access: entry.access },
    schema: {
      summary: entry.summary,
      // Filed in the OpenAPI document under the URL segment after /api/v1/.
      tags: [entry.path.split('/')[3]],
      ...(entry.params && { params: schemaNamed(entry.params) }),
      ...(entry.query && { querystring: schemaNamed(entry.query) }),
      ...(entry.body && { body: schemaNamed(entry.body) }),
      response: {
        ...Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, answerSchema(answer as Answer)])),
        ...contract.errorResponses(...entry.errors),
      },
    },
    async handler(request, reply) {
      reply.code(firstStatus);
      const result = await route.handler(request as EndpointRequest<Endpoint>, reply);
      if (result === reply || reply.sent) return reply;
      return reply.send(wrap(answers[reply.statusCode], result));
    },
  };
}

/** Registers every call of the map with its route file's handler; a call without one stops the app from starting. */
export async function registerEndpoints(app: FastifyInstance, files: RouteFiles): Promise<void> {
  for (const file of Object.values(files) as RouteFile<keyof Endpoints>[]) {
    const group = endpoints[file.group] as Readonly<Record<string, Endpoint>>;
    const routes = file.routes(app) as unknown as Record<string, Handler<Endpoint> | Route<Endpoint> | undefined>;
    for (const [name, entry] of Object.entries(group)) {
      const given = routes[name];
      if (!given) throw new Error(`api.${String(file.group)}.${name} (${entry.method} ${entry.path}) has no route`);
      const route = typeof given === 'function' ? { handler: given } : given;
      if (route.rawBody) {
        await app.register(async (scope) => {
          scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
          scope.route(routeOf(entry, route));
        });
      } else if (route.ignoredFormBody) {
        await app.register(async (scope) => {
          // Read to its end (within the body limit) and dropped: nothing in it is used.
          scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer' }, (_request, _raw, done) => done(null, undefined));
          scope.route(routeOf(entry, route));
        });
      } else {
        app.route(routeOf(entry, route));
      }
    }
  }
}
