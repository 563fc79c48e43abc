import { useSyncExternalStore } from 'react';
import { ADMIN_BREAKPOINT } from '../lib/admin-constants';

// "Under 760 px": the query is built from the constant so CSS and code cannot disagree.
const query = `(max-width: ${ADMIN_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the screen is narrower than the admin breakpoint (the side navigation folds away). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
