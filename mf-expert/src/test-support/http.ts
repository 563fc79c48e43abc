// What @hiroba/api-client/test-support does not offer and these tests need.
import { act } from '@hiroba/shared-ui/test';

/**
 * A call reaches the server a task after the page starts it: before checking that the page made no
 * call, let any call it did start arrive.
 */
export async function letCallsArrive(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}
