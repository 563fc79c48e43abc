import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@hiroba/shared-ui';
import { DEFAULT_CONFIG } from './startup-files';

/** The /config.json read at start; the shell's parts read it from here. */
export const SiteConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);

export function useSiteConfig(): RuntimeConfig {
  return useContext(SiteConfigContext);
}
