// The contract between the shell and the four remotes (docs/CONTRACT.md): names, the exposed
// module, the route table (@hiroba/contract/routes) and the runtime /config.json and /remotes.json.
import type { ComponentType } from 'react';

export { REMOTE_NAMES, LAYOUT_NAMES, ROUTE_GUARDS, type RemoteName, type LayoutName, type RouteGuard } from '@hiroba/contract/routes';
// /config.json's shape is the contract's, which the server writes it by.
export type { RuntimeConfig } from '@hiroba/contract/types';
import type { RemoteName } from '@hiroba/contract/routes';

/** What each remote exposes as './App': a component rendering <Routes> with absolute paths (remoteApp). */
export interface RemoteModule {
  default: ComponentType;
}

/** /remotes.json: each remote's mf-manifest.json URL. */
export type RemotesManifest = Record<RemoteName, string>;
