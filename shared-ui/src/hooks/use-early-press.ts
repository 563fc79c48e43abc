// A button the server draws works before the scripts do: a press in that moment is kept and carried
// out once the page is taken over. The page's inline start script (api-server/src/site/start-after-paint.ts)
// puts a pressed `[data-early-press]` element into `window.__hirobaEarlyPresses`; this hook, as the
// element is taken over, finds that same element there, takes it out and does the press. A remount
// makes a new element, which is not in the list, so nothing is done twice.
import { useEffect, type RefObject } from 'react';

/** Put on the element (with the ref given to the hook) so a press before the scripts run is kept. */
export const EARLY_PRESS = { 'data-early-press': '' } as const;

declare global {
  interface Window {
    /** The `[data-early-press]` elements pressed before the scripts ran (the inline start script's list). */
    __hirobaEarlyPresses?: Element[];
  }
}

export function useEarlyPress(ref: RefObject<HTMLElement | null>, press: () => void): void {
  useEffect(() => {
    const pressed = window.__hirobaEarlyPresses;
    const at = ref.current && pressed ? pressed.indexOf(ref.current) : -1;
    if (at < 0) return;
    pressed!.splice(at, 1);
    press();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the element is taken over
  }, []);
}
