// Connects the shell's server build (shell/dist-server/main.js) to this server
// (docs/server-rendering.md): the page's /api/v1 calls are answered in process by inject, and the
// site's own remotes are read from their folders. Rendered pages are kept for the visitors' cache
// time and dropped on any content change, like the public API answers they are drawn from.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTtlCache, PAGE_TTL_MS } from '../content/public-cache';
import { REMOTES } from './remote-folders';

/** What the shell's server build exports (shell/src/server/render.tsx). */
export interface RenderRequest {
  url: string;
  config: unknown;
  remotes: Record<string, string>;
}
export type RenderResult =
  | { drawn: true; html: string; remote: string; data: Record<string, unknown>; taxonomy: unknown; crumbs?: unknown; title?: string }
  | { drawn: false; reason: string };
interface ShellServerBuild {
  createRenderer(options: {
    origin: string;
    apiFetch: typeof fetch;
    localContainer(manifestUrl: URL): string | null;
  }): Promise<(request: RenderRequest) => Promise<RenderResult>>;
}

/** The origin the renderer resolves remotes.json's relative URLs against; never sent anywhere. */
const INTERNAL_ORIGIN = 'http://site.internal';

/** Answers a fetch of /api/v1 with app.inject: no socket, the same hooks and caches as a visitor's call. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

export type PageRenderer = (request: RenderRequest) => Promise<RenderResult>;

/** The renderer, or null when the shell's server build is absent (API-only tests, a partial build). */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const { webRoot, siteUrl } = app.ctx.config;
  const buildFile = path.join(webRoot, 'shell', 'dist-server', 'main.js');
  if (!existsSync(buildFile)) return null;
  const ownOrigins = new Set([INTERNAL_ORIGIN, new URL(siteUrl).origin]);

  const build = createRequire(__filename)(buildFile) as ShellServerBuild;
  const render = await build.createRenderer({
    origin: INTERNAL_ORIGIN,
    apiFetch: injectFetch(app),
    localContainer(manifestUrl) {
      if (!ownOrigins.has(manifestUrl.origin)) return null;
      const remote = REMOTES.find((r) => manifestUrl.pathname.startsWith(r.prefix));
      if (!remote) return null;
      const file = path.join(webRoot, remote.folder, 'dist', 'server', 'remoteEntry.js');
      return existsSync(file) ? file : null;
    },
  });

  const cache = createTtlCache<RenderResult>(PAGE_TTL_MS);
  app.ctx.events.subscribe(() => cache.clear());
  return (request) => cache.get(`${request.url}\n${JSON.stringify(request.remotes)}`, () => render(request));
}
