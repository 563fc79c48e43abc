import { useRef } from 'react';
import { isApiErrorLike } from '../apply-server-errors';
import { snackbar } from '../stores/snackbar';
import { useStateFrom } from './use-state-from';

export interface ToggleState {
  on: boolean;
  count: number;
}

const sameToggle = (a: ToggleState, b: ToggleState) => a.on === b.on && a.count === b.count;

/**
 * A like or favorite: the count and pressed state change at once, the server's answer then wins,
 * and a failure puts the old state back and says so (with the server's reason). Presses while a call
 * is under way are ignored (the button stays focusable; disabling it would drop keyboard focus). A new
 * `initial` (the page's data loaded again) replaces the state.
 */
export function useOptimisticToggle(
  initial: ToggleState,
  send: (next: boolean) => Promise<ToggleState>,
  failMessage: string | ((next: boolean) => string),
) {
  const [state, setState] = useStateFrom(initial, sameToggle);
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
      const message = typeof failMessage === 'function' ? failMessage(next) : failMessage;
      const reason = isApiErrorLike(error) ? error.message : '';
      snackbar.show(`${message}${reason}`, 'error');
    } finally {
      busy.current = false;
    }
  }

  return { state, toggle };
}
