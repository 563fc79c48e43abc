// Title and breadcrumbs of a member page in one call: トップ → マイページ → … → this page.
import { useMemo } from 'react';
import { useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';

export interface Crumb {
  text: string;
  to: string;
}

export const TOP_CRUMB: Crumb = { text: 'トップ', to: pagePath('top') };
export const MY_PAGE_CRUMB: Crumb = { text: 'マイページ', to: pagePath('my-page') };

/** `parents` sit between トップ and this page (default: マイページ). */
export function useMemberPage(title: string, parents: Crumb[] = [MY_PAGE_CRUMB]): void {
  usePageTitle(title);
  const key = parents.map((p) => p.to).join(' ');
  // One array per title, so the shell's breadcrumb store is not refilled on every render.
  const items = useMemo(() => [TOP_CRUMB, ...parents, { text: title, disabled: true }], [title, key]); // eslint-disable-line react-hooks/exhaustive-deps
  useBreadcrumbs(items);
}

// The paid-registration pages sit under the sign-up introduction.
export const SIGN_UP_CRUMB: Crumb = { text: '会員登録のご案内', to: pagePath('sign-up-intro') };
export const PAID_REGISTER_CRUMB: Crumb = { text: '有料会員の申し込み', to: pagePath('paid-member-register') };
