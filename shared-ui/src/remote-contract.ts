// The contract between the shell and the four remotes (docs/CONTRACT.md): names, the exposed
// module, shell/src/route-table.json and the runtime /config.json and /remotes.json.
import type { ComponentType } from 'react';

export const REMOTE_NAMES = ['mf_public', 'mf_member', 'mf_expert', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What each remote exposes as './App': a component rendering <Routes> with absolute paths. */
export interface RemoteModule {
  default: ComponentType;
}

export const LAYOUT_NAMES = ['default', 'auth', 'empty', 'admin', 'admin-auth'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export const ROUTE_GUARDS = ['signed-in', 'expert'] as const;
export type RouteGuard = (typeof ROUTE_GUARDS)[number];

/** One entry of shell/src/route-table.json. */
export interface RouteTableEntry {
  /** React Router syntax, e.g. '/question-and-answer/:type/:id'. */
  path: string;
  remote: RemoteName;
  layout: LayoutName;
  guard?: RouteGuard;
  /** Allowed values of a path parameter; any other value is a 404. */
  params?: Record<string, string[]>;
}

export interface RouteTable {
  $comment?: string;
  routes: RouteTableEntry[];
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
