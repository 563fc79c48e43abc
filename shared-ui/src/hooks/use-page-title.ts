import { useContext, useEffect } from 'react';
import { documentTitle, usePageTitleStore } from '../stores/page-title';
import { PageDataContext } from './page-data-context';

/**
 * Sets document.title to `${title}｜障害福祉Q&Aひろば` (null: the bare site title, for the top
 * page). Pass undefined while the title is still loading: the previous one stays until it is known.
 */
export function usePageTitle(title: string | null | undefined): void {
  // Drawn on the server: the page's <title> is written into its HTML.
  const source = useContext(PageDataContext);
  if (title !== undefined) source?.note?.({ title });
  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title);
    usePageTitleStore.getState().set(title);
  }, [title]);
}
