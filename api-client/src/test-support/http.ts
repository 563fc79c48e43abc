// The web tests' server: msw answers /api/v1 at the HTTP boundary, so the code under test runs the
// real api-client (ky, the JWT header, error mapping, data-change announcements) and only the server
// is replaced. shared-ui/test/setup-dom.ts calls answerApiInTests() for every web test.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiErrorItem } from '@hiroba/contract/types';

/** Where the api-client sends its calls in jsdom (the page's origin is http://localhost). */
export const API_ROOT = 'http://localhost/api/v1';

export const server = setupServer();

/**
 * Starts the server around each test file. A call the test did not answer fails (like an
 * unreachable server) and so does the test, naming the call: no test passes on a call it forgot.
 */
export function answerApiInTests(): void {
  const unanswered: string[] = [];
  beforeAll(() =>
    server.listen({
      // msw 3 names every intercepted request a "frame"; an HTTP frame carries its request.
      onUnhandledFrame({ frame, defaults }) {
        const { request } = frame.data as { request?: Request };
        unanswered.push(request ? `${request.method} ${request.url}` : `a ${frame.protocol} frame`);
        defaults.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const calls = unanswered.splice(0);
    if (calls.length) throw new Error(`calls this test did not answer: ${calls.join(', ')}`);
  });
  afterAll(() => server.close());
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

/** One request the code under test sent. */
export interface Call {
  method: string;
  /** The whole URL asked. */
  url: string;
  /** The path under /api/v1, e.g. 'questions/1/likes'. */
  path: string;
  /** The route's `:name` parts, e.g. { id: '1' }. */
  params: Record<string, string>;
  /** The query string as an object (a repeated key keeps its last value). */
  query: Record<string, string>;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  headers: Headers;
}

/** The calls one answered route received, oldest first. */
export interface Answered {
  calls: Call[];
}

export interface Reply {
  status?: number;
  /** JSON to send; a string is sent as an HTML page; nothing (an empty answer) when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Fail as an unreachable server does (fetch rejects with a TypeError) instead of answering. */
  networkError?: boolean;
}

async function record(request: Request, params: Record<string, unknown>): Promise<Call> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    url: request.url,
    path: url.pathname.replace(/^.*?\/api\/v1\//, ''),
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    query: Object.fromEntries(url.searchParams),
    body: text === '' ? undefined : JSON.parse(text),
    headers: request.headers,
  };
}

function respond({ status, body, headers, networkError }: Reply): Response {
  if (networkError) return HttpResponse.error();
  if (body === undefined) return new HttpResponse(null, { status: status ?? 204, headers });
  if (typeof body === 'string') return HttpResponse.html(body, { status: status ?? 200, headers });
  return HttpResponse.json(body as JsonBodyType, { status: status ?? 200, headers });
}

// A route is a path under /api/v1 as msw writes it ('questions/:id'), or a whole URL for a client
// configured with another API root.
function urlOf(route: string): string {
  return /^https?:/.test(route) ? route : `${API_ROOT}/${route}`;
}

/**
 * Answers `method /api/v1/<route>` (route as msw writes it: 'questions/:id') with a JSON body, the
 * same way each time, and records each call. A later answer for the same route takes precedence.
 */
export function answer(method: Method, route: string, body?: unknown, init: Omit<Reply, 'body'> = {}): Answered {
  return answerWith(method, route, () => ({ ...init, body }));
}

/** Answers with the server's error shape: `{ errors: [{ field?, message }] }`. */
export function answerError(method: Method, route: string, status: number, errors: ApiErrorItem[] = []): Answered {
  return answer(method, route, { errors }, { status });
}

/** Answers each call with what `reply` says for it (the nth call, 0-based, and the call itself). */
export function answerWith(method: Method, route: string, reply: (n: number, call: Call) => Reply | Promise<Reply>): Answered {
  const answered: Answered = { calls: [] };
  server.use(
    http[method](urlOf(route), async ({ request, params }) => {
      const call = await record(request, params);
      answered.calls.push(call);
      return respond(await reply(answered.calls.length - 1, call));
    }),
  );
  return answered;
}

/**
 * Runs one call against a server that answers any route under `apiRoot` with `reply`, and tells
 * what the call sent and answered: for tests of the endpoint functions.
 */
export async function sentBy(run: () => Promise<unknown>, apiRoot: string, reply: unknown = { data: { id: 1 } }) {
  const { calls } = answer('all', `${apiRoot}/*`, reply);
  const result = await run();
  const [call] = calls;
  return { result, method: call.method, path: new URL(call.url).pathname, query: call.query, body: call.body };
}

/** The route fails as an unreachable server does (fetch rejects with a TypeError). */
export function failNetwork(method: Method, route: string): Answered {
  return answerWith(method, route, () => ({ networkError: true }));
}

export interface Held extends Answered {
  /** Sends the answer (or the network failure) to every call waiting so far, and to later ones at once. */
  release(reply?: Reply): void;
}

/** Holds each call until the test releases it: for what a page shows while a call is in flight. */
export function hold(method: Method, route: string): Held {
  let released: Reply | null = null;
  const waiting: Array<(reply: Reply) => void> = [];
  const answered = answerWith(method, route, () => (released ? released : new Promise<Reply>((resolve) => waiting.push(resolve))));
  return {
    calls: answered.calls,
    release(reply = {}) {
      released = reply;
      for (const resolve of waiting.splice(0)) resolve(reply);
    },
  };
}
