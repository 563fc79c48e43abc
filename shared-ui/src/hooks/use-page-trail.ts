// A page's title and breadcrumbs in one call: the pages above it, then the page itself (current).
import { pagePath } from '@hiroba/contract/routes';
import type { BreadcrumbChips, BreadcrumbItem } from '../stores/breadcrumbs';
import { useBreadcrumbs } from './use-breadcrumbs';
import { usePageTitle } from './use-page-title';

/** The first crumb of every public and member page. */
export const TOP_CRUMB: BreadcrumbItem = { text: 'トップ', to: pagePath('top') };

/**
 * Sets the document title and the breadcrumbs `parents` → `current` (the last crumb's text, when it
 * is shorter than the title, e.g. 編集 for タグの編集), with optional category and tag chips.
 */
export function usePageTrail(title: string, parents: BreadcrumbItem[], current: string = title, chips?: BreadcrumbChips): void {
  usePageTitle(title);
  useBreadcrumbs([...parents, { text: current, disabled: true }], chips);
}
