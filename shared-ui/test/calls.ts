// A call reaches the test's server a few steps after the click that sends it (ky's hooks, fetch,
// msw). Before checking that a page sent nothing, give any call it did start the time to arrive,
// so "no calls" means none.
import { act } from '@testing-library/react';

export async function afterCallsArrive(ms = 100): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
