// Title and breadcrumbs of an expert page in one call: トップ → 専門家ページ → this page.
import { TOP_CRUMB, pagePath, usePageTrail } from '@hiroba/shared-ui';

export const EXPERT_PAGE_CRUMB = { text: '専門家ページ', to: pagePath('expert-home') };

/** On the expert area's root pass `root: true` so 専門家ページ is the last, current crumb. */
export function useExpertPage(title: string, root = false): void {
  usePageTrail(title, root ? [TOP_CRUMB] : [TOP_CRUMB, EXPERT_PAGE_CRUMB]);
}
