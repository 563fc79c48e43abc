import { useRuntimeConfig, type RuntimeConfig, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';

/** Title, breadcrumbs and the operator's details and price (from /config.json) every legal page needs. */
export function useLegalPage(title: string): RuntimeConfig {
  usePageTrail(title, [TOP_CRUMB]);
  return useRuntimeConfig();
}
