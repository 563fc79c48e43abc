import { useRef, useState } from 'react';
import { isApiError } from '@hiroba/api-client';
import { snackbar } from '@hiroba/shared-ui';

export interface ToggleState {
  on: boolean;
  count: number;
}

/**
 * A like or favorite: the count and pressed state change at once, the server's answer then wins,
 * and a failure puts the old state back and says so. Presses while a call is under way are ignored
 * (the button stays focusable; disabling it would drop keyboard focus).
 */
export function useOptimisticToggle(initial: ToggleState, send: (next: boolean) => Promise<ToggleState>, failMessage: string) {
  const [state, setState] = useState(initial);
  const busy = useRef(false);

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    const before = state;
    const next = !before.on;
    setState({ on: next, count: Math.max(0, before.count + (next ? 1 : -1)) });
    try {
      setState(await send(next));
    } catch (error) {
      setState(before);
      const reason = isApiError(error) ? error.message : '';
      snackbar.show(reason ? `${failMessage}${reason}` : failMessage, 'error');
    } finally {
      busy.current = false;
    }
  }

  return { state, toggle };
}
