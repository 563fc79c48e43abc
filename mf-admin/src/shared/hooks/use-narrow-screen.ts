import { useMediaQuery } from '@hiroba/shared-ui';
import { ADMIN_BREAKPOINT } from '../lib/admin-constants';

// "Under 760 px" (docs/product.md#admin-layout): the query is built from the constant so the code
// and the rule cannot disagree.
export const NARROW_SCREEN_QUERY = `(max-width: ${ADMIN_BREAKPOINT - 0.02}px)`;

/** True while the screen is narrower than the admin breakpoint (the side navigation folds away). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY) ?? false;
}
