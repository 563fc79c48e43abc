// In tests (NODE_ENV=test) every API answer is checked against the response schema its route
// declares, so a handler that drifts from the contract fails the test that called it. (Fastify's
// serializer would otherwise quietly coerce or drop what does not fit.) Answers are checked as the
// browser will read them: after a JSON round trip (Dates become strings).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

type Validator = ReturnType<typeof Compile>;

export function registerResponseContract(app: FastifyInstance): void {
  const validators = new WeakMap<object, Map<string, Validator>>();

  function validatorFor(request: FastifyRequest, status: number): Validator | null {
    const responses = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
    const schema = responses?.[String(status)];
    if (!responses || !schema) return null;
    let byStatus = validators.get(responses);
    if (!byStatus) validators.set(responses, (byStatus = new Map()));
    let validator = byStatus.get(String(status));
    if (!validator) byStatus.set(String(status), (validator = Compile(schema)));
    return validator;
  }

  function check(request: FastifyRequest, status: number, body: unknown): void {
    const validator = validatorFor(request, status);
    if (!validator || validator.Check(body)) return;
    const problems = [...validator.Errors(body)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`${request.method} ${request.url} answered ${status} outside its response schema: ${problems.join('; ')}`);
  }
  const checked = new WeakSet<FastifyRequest>();

  // The handler's own object, before the serializer could coerce a wrong type into a right one.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      check(request, reply.statusCode, JSON.parse(JSON.stringify(payload)));
      checked.add(request);
    }
    return payload;
  });

  // Answers sent already serialised (the public caches keep JSON text).
  app.addHook('onSend', async (request, reply, payload) => {
    if (checked.has(request) || !request.url.startsWith('/api/') || typeof payload !== 'string' || payload === '') return payload;
    check(request, reply.statusCode, JSON.parse(payload));
    return payload;
  });
}
