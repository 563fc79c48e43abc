// Title and breadcrumbs of an expert page in one call: トップ → 専門家ページ → this page.
import { useMemo } from 'react';
import { useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';

export const TOP_CRUMB = { text: 'トップ', to: pagePath('top') };
export const EXPERT_PAGE_CRUMB = { text: '専門家ページ', to: pagePath('expert-home') };

/** On the expert area's root pass `root: true` so 専門家ページ is the last, current crumb. */
export function useExpertPage(title: string, root = false): void {
  usePageTitle(title);
  // One array per title, so the shell's breadcrumb store is not refilled on every render.
  const items = useMemo(
    () => [TOP_CRUMB, ...(root ? [] : [EXPERT_PAGE_CRUMB]), { text: title, disabled: true }],
    [title, root],
  );
  useBreadcrumbs(items);
}
