import { useContext, useSyncExternalStore } from 'react';
import { PageDataContext } from './page-data-context';

const noNews = () => () => undefined;

/**
 * Whether the page's data is the reader's own. A page the server drew for a visitor and a signed-in
 * reader took over shows the visitor's data until theirs has loaded (page-data-context.ts: `refresh`);
 * a control over the reader's own state (their like, their favorite) waits for it, or a press would
 * act on what the visitor sees. True on the server and while the page hydrates (as drawn).
 */
export function useReadersOwnData(): boolean {
  const source = useContext(PageDataContext);
  return useSyncExternalStore(
    source?.subscribe ?? noNews,
    () => !source?.visitorDataShown?.(),
    () => true,
  );
}
