import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * false on the server and while the browser hydrates a page the server drew; true from then on (and
 * at once for a page drawn in the browser). Both sides of hydration agree on the first value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
