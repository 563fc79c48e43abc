// Writes into the shell's index.html what the server knows before any script runs: the reader's
// settings on <html>; for pages with their own content (a question) the <title>, the description
// and extra <head> tags; the files the page will load (preload hints); the page drawn on the
// server, with the state the browser starts from (docs/server-rendering.md).
import { escapeHtml, jsonForScript, type PageHead } from '../lib/html';
import type { PageFiles } from './page-files';
import type { ReadingPrefs } from './reading-prefs';
import { afterPaint, startAfterPaint } from './start-after-paint';

/** What the shell reads at start instead of fetching it (shell/src/config/site-state.ts). */
export interface SiteState {
  config: unknown;
  remotes: Record<string, string>;
  /**
   * The page drawn on the server: its URL, its remote, and the data, footer lists and breadcrumbs it
   * was drawn with; `countedView`, the API path of the article whose view this page counted (a
   * signed-in reader's browser says so when it reads it, http/viewer.ts).
   */
  page?: { url: string; remote: string; data: Record<string, unknown>; taxonomy: unknown; crumbs?: unknown; countedView?: string };
}

export interface PageBody {
  state: SiteState;
  files?: PageFiles;
  /** The page's HTML drawn on the server, placed inside #root. */
  html?: string;
}

export const SITE_STATE_ID = 'site-state';

// Stylesheets first: on a slow line the page is readable (HTML and CSS) before its JavaScript has
// arrived, so the CSS must not share the bandwidth with it. The other files are preloaded at once on
// a page drawn in the browser; on a page drawn here, after its first paint (start-after-paint.ts).
function fileLinks({ styles, scripts, fetches }: PageFiles, drawn: boolean): string[] {
  const preloads = [
    ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(href)}" />`),
    ...scripts.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}" />`),
  ];
  const links = styles.map(({ href, name }) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(name)}" />`);
  return [...links, ...(drawn ? [afterPaint(preloads)] : preloads)];
}

export function renderShell(indexHtml: string, prefs: ReadingPrefs, head?: PageHead, body?: PageBody): string {
  let html = renderHead(indexHtml, prefs, head);
  if (!body) return html;
  const drawn = body.html !== undefined;
  if (body.files) html = html.replace(/<\/head>/i, () => `${fileLinks(body.files!, drawn).map((tag) => `    ${tag}\n`).join('')}  </head>`);
  // A page drawn here reads without JavaScript: the request to turn it on is for the others, and its
  // scripts wait for the first paint.
  if (drawn) html = startAfterPaint(html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, ''));
  const state = `<script id="${SITE_STATE_ID}" type="application/json">${jsonForScript(body.state)}</script>`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${body.html ?? ''}</div>\n    ${state}`);
}

function renderHead(indexHtml: string, prefs: ReadingPrefs, head?: PageHead): string {
  let html = indexHtml.replace(/<html\b([^>]*)>/i, (_, attrs: string) => {
    const kept = attrs.replace(/\s+data-(font-size|contrast)="[^"]*"/g, '');
    return `<html${kept} data-font-size="${prefs.font}" data-contrast="${prefs.contrast}">`;
  });
  if (!head) return html;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}</head>`);
  if (head.description === undefined) return html;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `${description}</head>`);
  return html.replace(/<\/head>/i, () => `${(head.extra ?? []).map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
