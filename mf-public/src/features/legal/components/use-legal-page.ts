import { useBreadcrumbs, usePageData, usePageTitle } from '@hiroba/shared-ui';
import { loadSiteConfig } from '../../../shared/config/site-config';

/** Title, breadcrumbs and the operator's details (from /config.json) every legal page needs. */
export function useLegalPage(title: string) {
  usePageTitle(title);
  useBreadcrumbs([{ text: 'トップ', to: '/' }, { text: title, disabled: true }]);
  return usePageData(loadSiteConfig, []);
}
