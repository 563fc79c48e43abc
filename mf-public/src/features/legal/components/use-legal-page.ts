import { useBreadcrumbs, usePageTitle, useRuntimeConfig, type RuntimeConfig, pagePath } from '@hiroba/shared-ui';

/** Title, breadcrumbs and the operator's details and price (from /config.json) every legal page needs. */
export function useLegalPage(title: string): RuntimeConfig {
  usePageTitle(title);
  useBreadcrumbs([{ text: 'トップ', to: pagePath('top') }, { text: title, disabled: true }]);
  return useRuntimeConfig();
}
