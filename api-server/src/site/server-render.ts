// Connects the shell's server build (shell/dist-server/main.js) to this server
// (docs/server-rendering.md): the page's /api/v1 calls are answered in process by inject, and the
// site's own remotes are read from their folders. Drawn pages are kept for PAGE_HTML_TTL_MS and
// go stale on any content, taxonomy, expert or user change on any server (content/cache-generations.ts);
// written view counts do not make them stale.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTtlCache } from '../content/public-cache';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../http/viewer';
import { localRemote } from './remote-folders';

/** What the shell's server build exports (shell/src/server/render.tsx). */
export interface RenderRequest {
  url: string;
  config: unknown;
  remotes: Record<string, string>;
  /** The reader's cookie has ふりがな on: the page is drawn with its ruby (docs/reading-aids.md). */
  furigana: boolean;
}
export type RenderResult =
  | { drawn: true; html: string; remote: string; data: Record<string, unknown>; taxonomy: unknown; crumbs?: unknown; title?: string; furigana: boolean }
  | { drawn: false; reason: string };
interface ShellServerBuild {
  createRenderer(options: {
    origin: string;
    apiFetch: typeof fetch;
    localContainer(manifestUrl: URL): string | null;
  }): Promise<(request: RenderRequest) => Promise<RenderResult>>;
}

/**
 * How long a drawn page is served as it is. Drawing costs the server tens of milliseconds, which every
 * reader would wait for before anything shows; a change empties the cache at once, so only view
 * counts and popularity can be this much older than the API's.
 */
export const PAGE_HTML_TTL_MS = 30_000;

/** Answers a fetch of /api/v1 with app.inject: no socket, the same hooks and caches as a visitor's call. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      // Marked, so the article this reads counts no view of its own (http/viewer.ts).
      headers: { ...Object.fromEntries(request.headers), [IN_PROCESS_HEADER]: IN_PROCESS_MARK },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** A page's drawing, drawn now or served from the cache (or from a draw under way). */
export type PageRenderer = (request: RenderRequest) => Promise<RenderResult>;

/** The renderer, or null when the shell's server build is absent (API-only tests, a partial build). */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const { webRoot, siteUrl } = app.ctx.config;
  const buildFile = path.join(webRoot, 'shell', 'dist-server', 'main.js');
  if (!existsSync(buildFile)) return null;
  const build = createRequire(__filename)(buildFile) as ShellServerBuild;
  const render = await build.createRenderer({
    // remotes.json's relative URLs resolve against the site; the API calls never leave the process.
    origin: new URL(siteUrl).origin,
    apiFetch: injectFetch(app),
    localContainer(manifestUrl) {
      const remote = localRemote(manifestUrl, siteUrl);
      if (!remote) return null;
      const file = path.join(webRoot, remote.folder, 'dist', 'server', 'remoteEntry.js');
      return existsSync(file) ? file : null;
    },
  });

  const { generations } = app.ctx.services.content;
  const cache = createTtlCache<RenderResult>(PAGE_HTML_TTL_MS, Date.now, () => generations.read(['content']));
  // A page with ふりがな is another drawing of the same URL.
  return (request) => cache.get(`${request.url}\n${request.furigana ? 'ruby' : ''}\n${JSON.stringify(request.remotes)}`, () => render(request));
}
