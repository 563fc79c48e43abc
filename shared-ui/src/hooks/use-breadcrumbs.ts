import { useEffect } from 'react';
import { useBreadcrumbStore, type BreadcrumbChips, type BreadcrumbItem } from '../stores/breadcrumbs';

/** Shows these breadcrumbs (and category/tag chips) while the calling page is mounted. */
export function useBreadcrumbs(items: BreadcrumbItem[], chips?: BreadcrumbChips): void {
  // Pages pass literal arrays, new on every render: compare by content to avoid a render loop.
  const key = JSON.stringify([items, chips ?? {}]);
  useEffect(() => {
    const [nextItems, nextChips] = JSON.parse(key) as [BreadcrumbItem[], BreadcrumbChips];
    useBreadcrumbStore.getState().set(nextItems, nextChips);
  }, [key]);
  useEffect(() => () => useBreadcrumbStore.getState().clear(), []);
}
