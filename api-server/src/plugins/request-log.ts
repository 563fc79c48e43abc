// One JSON line per request, written when the answer is sent: method, route pattern, status,
// duration, request id and the signed-in person's id. The route pattern (/api/v1/questions/:id), not
// the URL: a query string can carry what someone searched for. Every answer carries its request id
// in `x-request-id` and every error answer also in its body (`request_id`), so a person reporting a
// failure can quote it and the operator finds the line. docs/operations.md#logs-and-request-ids.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The field name of the id in log lines (Fastify's `requestIdLogLabel`) and in error bodies. */
export const REQUEST_ID_FIELD = 'request_id';

// What an id from a proxy must look like to be kept: nothing that could forge a log line.
const GIVEN_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

/**
 * Fastify's `genReqId`. A request from a trusted proxy (TRUST_PROXY, config.ts) keeps the proxy's
 * `x-request-id`, so one id follows the call through the proxy's log and ours; any other gets a new
 * random id (a client could otherwise put any text into our logs under someone else's id).
 */
export function requestIdFor(trust: Config['trustProxy']): (request: IncomingMessage) => string {
  const fromProxy = isTrustedPeer(trust);
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && GIVEN_ID.test(given) && fromProxy(request.socket.remoteAddress) ? given : randomUUID();
  };
}

// Fastify applies TRUST_PROXY to X-Forwarded-For only; the same rule for the peer, with Node's
// BlockList for the addresses and networks.
function isTrustedPeer(trust: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  // A number of proxies: whoever connects to us is the nearest of them.
  if (typeof trust === 'number') return () => true;
  const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address, bits] = entry.split('/');
    if (bits === undefined) proxies.addAddress(address, family(address));
    else proxies.addSubnet(address, Number(bits), family(address));
  }
  return (address) => {
    if (!address || isIP(address) === 0) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return proxies.check(plain, family(plain));
  };
}

const isErrorBody = (payload: unknown): payload is { errors: unknown[] } =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as { errors?: unknown }).errors);

export function registerRequestLog(app: FastifyInstance): void {
  // Every error answer, wherever it was made (error handler, load shedding, a route), gets the id.
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, [REQUEST_ID_FIELD]: request.id } : payload,
  );
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user_id: request.auth?.id ?? null,
      },
      'request',
    );
  });
}
