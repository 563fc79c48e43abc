// What mf-public's tests need beside @hiroba/api-client/test-support.
import { act } from '@hiroba/shared-ui/test';

/**
 * A call reaches the test's server a few steps after the click that sends it (ky's hooks, fetch,
 * msw), where a replaced api function was called at once. Before checking that a click sent
 * nothing, give a call the page might have started the time to arrive, so "no calls" means none.
 */
export async function afterCallsArrive(ms = 100): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
