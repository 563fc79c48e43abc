// What the server writes into the page for the shell to start from (docs/server-rendering.md):
// config.json and remotes.json as it would serve them, and, when it drew the page, that page's URL,
// remote and data. A page served without it (an old server, a static host) starts by fetching.
import type { PageCrumbs, RemoteName } from '@hiroba/shared-ui';
import type { TaxonomyLists } from '../taxonomy/taxonomy-store';

export const SITE_STATE_ID = 'site-state';

export interface SiteState {
  config: unknown;
  remotes: unknown;
  page?: {
    url: string;
    remote: RemoteName;
    data: Record<string, unknown>;
    taxonomy: TaxonomyLists;
    /** The breadcrumbs the page was drawn with (the bar starts from them). */
    crumbs?: PageCrumbs;
    /** The API path of the article whose view this page's response counted (api-client's viewCountedByPage). */
    countedView?: string;
    /** Drawn with ふりがな (the reader's cookie had it on): hydrated with the same ruby. */
    furigana?: boolean;
  };
}

export function readSiteState(doc: Document = document): SiteState | null {
  const text = doc.getElementById(SITE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SiteState;
    return typeof state === 'object' && state !== null ? state : null;
  } catch {
    return null;
  }
}
