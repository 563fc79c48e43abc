// Test helper: replaces globalThis.fetch with a jest mock answering real Response objects, and
// records every Request ky sent.
export interface Answer {
  status?: number;
  body?: unknown; // objects are sent as JSON, strings as they are
  headers?: Record<string, string>;
}

export function jsonResponse({ status = 200, body, headers = {} }: Answer = {}): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html' : 'application/json';
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': type, ...headers } });
}

/** Each call takes the next answer (the last one repeats). */
export function mockFetch(...answers: Array<Answer | (() => Promise<Response>)>) {
  const requests: Request[] = [];
  let next = 0;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // A clone: ky releases the original body once the call settles.
    requests.push(input instanceof Request ? input.clone() : new Request(String(input), init));
    const answer = answers[Math.min(next++, answers.length - 1)];
    return typeof answer === 'function' ? answer() : jsonResponse(answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}
