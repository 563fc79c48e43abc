import { useContext, useEffect, useLayoutEffect } from 'react';
import { useBreadcrumbStore, type BreadcrumbChips, type BreadcrumbItem } from '../stores/breadcrumbs';
import { PageDataContext } from './page-data-context';

/** Shows these breadcrumbs (and category/tag chips) while the calling page is mounted. */
export function useBreadcrumbs(items: BreadcrumbItem[], chips?: BreadcrumbChips): void {
  // Pages pass literal arrays, new on every render: compare by content to avoid a render loop.
  const key = JSON.stringify([items, chips ?? {}]);
  // Drawn on the server, where effects do not run: the renderer draws the bar with them.
  useContext(PageDataContext)?.note?.({ crumbs: { items, chips: chips ?? {} } });
  // Before the browser paints: the trail and the page that set it appear in the same frame.
  useLayoutEffect(() => {
    const [nextItems, nextChips] = JSON.parse(key) as [BreadcrumbItem[], BreadcrumbChips];
    useBreadcrumbStore.getState().set(nextItems, nextChips);
  }, [key]);
  useEffect(() => () => useBreadcrumbStore.getState().clear(), []);
}
