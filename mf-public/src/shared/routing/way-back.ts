// The way back to where a visitor was going (a page that needs sign-in, such as /paid-member-register),
// carried through sign-up and sign-in as the `redirect` parameter the login page honours. Only a path
// of this site is kept (the login page checks it again).
import { useSearchParams } from 'react-router-dom';

export function useWayBack(): string | null {
  const [params] = useSearchParams();
  const target = params.get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** The query that keeps the way back on the next link (empty when there is none). */
export const wayBackQuery = (wayBack: string | null): Record<string, string> => (wayBack ? { redirect: wayBack } : {});
