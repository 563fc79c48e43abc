// What @hiroba/api-client/test-support does not offer and these tests need: a call that waits and then
// fails as an unreachable server does, and a pause that lets started calls reach the test's server.
import { http, HttpResponse } from 'msw';
import { API_ROOT, server, type Call, type Method } from '@hiroba/api-client/test-support';
import { act } from '@hiroba/shared-ui/test';

export interface HeldFailure {
  calls: Call[];
  /** Fails every call waiting so far (and later ones at once) like an unreachable server. */
  fail(): void;
}

/** Holds each call of the route until the test fails it: for what a page shows while a call is in flight. */
export function holdThenFailNetwork(method: Method, route: string): HeldFailure {
  const calls: Call[] = [];
  let failed = false;
  const waiting: Array<() => void> = [];
  server.use(
    http[method](`${API_ROOT}/${route}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: url.pathname.replace(/^\/api\/v1\//, ''),
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : JSON.parse(text),
        headers: request.headers,
      });
      if (!failed) await new Promise<void>((resolve) => waiting.push(resolve));
      return HttpResponse.error();
    }),
  );
  return {
    calls,
    fail() {
      failed = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/**
 * A call reaches the server a task after the page starts it: before checking that the page made no
 * call, let any call it did start arrive.
 */
export async function letCallsArrive(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}
