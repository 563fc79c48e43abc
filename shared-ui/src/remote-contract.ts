// The contract between the shell and the four remotes (docs/CONTRACT.md): names, the exposed
// module, the route table (@hiroba/contract/routes) and the runtime /config.json and /remotes.json.
import type { ComponentType } from 'react';

export { REMOTE_NAMES, LAYOUT_NAMES, ROUTE_GUARDS, type RemoteName, type LayoutName, type RouteGuard } from '@hiroba/contract/routes';
import type { RemoteName } from '@hiroba/contract/routes';

/** What each remote exposes as './App': a component rendering <Routes> with absolute paths (remoteApp). */
export interface RemoteModule {
  default: ComponentType;
}

/** /remotes.json: each remote's mf-manifest.json URL. */
export type RemotesManifest = Record<RemoteName, string>;

/** /config.json, served by api-server from the environment. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  gaMeasurementId: string | null;
  siteName: string;
  operator: {
    name: string;
    representative: string;
    address: string;
    phone: string;
    email: string;
    companyUrl: string;
  };
  plan: { priceJpy: number };
  stripePublishableKey: string | null;
}
