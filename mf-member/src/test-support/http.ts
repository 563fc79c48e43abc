// What @hiroba/api-client/test-support does not offer and these tests need: a call that waits and then
// fails as an unreachable server does, and a pause that lets started calls reach the test's server.
import { http } from 'msw';
import { API_ROOT, failNetwork, server, type Answered, type Method } from '@hiroba/api-client/test-support';
import { act } from '@hiroba/shared-ui/test';

export interface HeldFailure extends Answered {
  /** Fails every call waiting so far (and later ones at once) like an unreachable server. */
  fail(): void;
}

/**
 * Holds each call of the route until the test fails it: for what a page shows while a call is in
 * flight. A held call waits in front of failNetwork's answer, which records it once it is failed.
 */
export function holdThenFailNetwork(method: Method, route: string): HeldFailure {
  const failing = failNetwork(method, route);
  let failed = false;
  const waiting: Array<() => void> = [];
  server.use(
    // Answers nothing: once let through, the call goes on to failNetwork's answer.
    http[method](`${API_ROOT}/${route}`, async () => {
      if (!failed) await new Promise<void>((resolve) => waiting.push(resolve));
    }),
  );
  return {
    calls: failing.calls,
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
