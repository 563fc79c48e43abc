// Draws a public page on the server from the same React tree the browser hydrates
// (docs/server-rendering.md): the remote's ./App comes through the federation runtime, from its
// server build named by remotes.json; the page's data loads in process and travels with the HTML.
// Anything that fails here (a remote that does not load, a component that throws, a failed load)
// answers `drawn: false`, and the server sends the page to be drawn in the browser as before.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { configureApi } from '@hiroba/api-client';
import {
  collectPageData,
  documentTitle,
  furiganaToDraw,
  FURIGANA_OFF,
  drawnOnServer,
  matchPage,
  setRuntimeConfig,
  type PageCrumbs,
  type PageDataSource,
  type RemoteName,
  type RemotesManifest,
} from '@hiroba/shared-ui';
import { loadRemoteApp } from '../remotes/remote-registry';
import { siteTree, type DrawnPage } from '../site-tree';
import { fetchTaxonomyLists, type TaxonomyLists } from '../taxonomy/taxonomy-store';
import { serverRemotes } from './server-remotes';

export interface RendererOptions {
  /** This site's origin (e.g. http://localhost:3000): remotes.json's relative URLs resolve against it. */
  origin: string;
  /** Answers the page's /api/v1 calls in process (the API server's inject). */
  apiFetch: typeof fetch;
  /** The server container (remoteEntry.js) this server holds for a remotes.json URL, or null. */
  localContainer(manifestUrl: URL): string | null;
  /** How long a remote may take to load on the server before the page is left to the browser. */
  remoteTimeoutMs?: number;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** config.json's content, as the browser receives it. */
  config: unknown;
  /** remotes.json's content, as the browser receives it. */
  remotes: RemotesManifest;
  /** The reader's cookie has ふりがな on: the page is drawn with its ruby. */
  furigana?: boolean;
}

export type RenderResult =
  | {
      drawn: true;
      html: string;
      remote: RemoteName;
      data: Record<string, unknown>;
      taxonomy: TaxonomyLists;
      /** The breadcrumbs the page set (the browser's bar starts from them). */
      crumbs?: PageCrumbs;
      /** The document title, when the page set its own. */
      title?: string;
      /** Drawn with ふりがな (asked for, and its readings loaded). */
      furigana: boolean;
    }
  | { drawn: false; reason: string };

export type Renderer = (request: RenderRequest) => Promise<RenderResult>;

export function createRenderer({ origin, apiFetch, localContainer, remoteTimeoutMs = 3000 }: RendererOptions): Renderer {
  configureApi({ baseUrl: origin, fetch: apiFetch });
  const remotes = serverRemotes(origin, localContainer);

  return async function render({ url, config, remotes: listed, furigana: furiganaAsked = false }) {
    const match = matchPage(url);
    if (!match || !drawnOnServer(match.route)) return { drawn: false, reason: 'drawn in the browser' };
    const { remote } = match.route;
    try {
      setRuntimeConfig(config);
      remotes.use(listed);
      await loadRemoteApp(remote, { timeoutMs: remoteTimeoutMs });
    } catch (error) {
      return { drawn: false, reason: `${remote} did not load on the server: ${String(error)}` };
    }
    // The footer's lists are drawn with the page and travel with it, so the browser does not load them.
    let taxonomy: TaxonomyLists;
    try {
      taxonomy = await fetchTaxonomyLists();
    } catch (error) {
      return { drawn: false, reason: `the footer's lists did not load: ${String(error)}` };
    }

    // The fixed text's readings are in the server build; a failed load draws the page without ruby.
    const drawn: DrawnPage = { taxonomy, furigana: (await furiganaToDraw(furiganaAsked)) ?? FURIGANA_OFF };
    const pageData = collectPageData();
    try {
      let html = await draw(url, pageData.source, drawn);
      const { crumbs, title } = pageData.chrome();
      // The bar above the page is drawn before the page sets its crumbs: draw once more with them
      // (the data is at hand; nothing loads twice), so nothing moves when the browser takes over.
      if (crumbs) html = await draw(url, pageData.again(crumbs), drawn);
      const data = pageData.results();
      if (!data) return { drawn: false, reason: 'a page load failed' };
      const titled = title === undefined ? undefined : documentTitle(title);
      return { drawn: true, html, remote, data, taxonomy, crumbs, title: titled, furigana: drawn.furigana.on };
    } catch (error) {
      return { drawn: false, reason: `the page threw on the server: ${String(error)}` };
    }
  };
}

/** One draw of the whole page; any error inside it is thrown (the page is then left to the browser). */
async function draw(url: string, source: PageDataSource, drawn: DrawnPage): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    siteTree((app) => <StaticRouter location={url}>{app}</StaticRouter>, source, drawn),
    {
      onError: (error) => void errors.push(error),
      // Every part in its place, never a hidden part moved by an inline script: the page must
      // read without JavaScript, and the site's CSP allows no inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}
