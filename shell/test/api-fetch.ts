// Test helper: answers the api-client's fetches by URL path, and records each path asked.
export type Route = { status?: number; body: unknown } | (() => Promise<Response>);

export function fetchByPath(routes: Record<string, Route>) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${url.pathname}${url.search}`);
    const route = routes[url.pathname];
    if (!route) return new Response(JSON.stringify({ errors: [{ message: 'not mocked' }] }), { status: 404 });
    if (typeof route === 'function') return route();
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, asked };
}
