// Title and breadcrumbs of a member page in one call: トップ → マイページ → … → this page.
import { TOP_CRUMB, pagePath, usePageTrail } from '@hiroba/shared-ui';

export interface Crumb {
  text: string;
  to: string;
}

export const MY_PAGE_CRUMB: Crumb = { text: 'マイページ', to: pagePath('my-page') };

/** `parents` sit between トップ and this page (default: マイページ). */
export function useMemberPage(title: string, parents: Crumb[] = [MY_PAGE_CRUMB]): void {
  usePageTrail(title, [TOP_CRUMB, ...parents]);
}

// The paid-registration pages sit under the sign-up introduction.
export const SIGN_UP_CRUMB: Crumb = { text: '会員登録のご案内', to: pagePath('sign-up-intro') };
export const PAID_REGISTER_CRUMB: Crumb = { text: '有料会員の申し込み', to: pagePath('paid-member-register') };
