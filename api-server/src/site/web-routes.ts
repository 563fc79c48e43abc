// Serves the site on the API's port (how `npm start` runs everything): /config.json, /remotes.json,
// the shell at / and the four remotes under /mf/<name>/, and for any other page path the shell's
// index.html, with 404 when the route table (@hiroba/contract/routes, the one the shell and the
// remotes route with) does not know the path; a file that is not there is an empty 404
// (not-found.ts). Folders not built yet are simply not served (API-only tests). Every index.html
// answer carries the reader's settings on <html>, config.json and remotes.json (so the shell starts
// without fetching them) and the page's files as preload hints; a public page arrives drawn, with its
// data (docs/server-rendering.md); a question's or column's page also carries its own <head>
// (title, description, Open Graph, JSON-LD).
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@hiroba/contract';
import { CONTENT_KINDS, MAX_ID, type ContentKind } from '@hiroba/contract/fields';
import { callUrl } from '@hiroba/contract/endpoints';
import { furiganaInCookie } from '@hiroba/contract/reading-aids';
import { drawnOnServer, matchPage } from '@hiroba/contract/routes';
import type { PageHead } from '../lib/html';
import { UPLOADS_URL_PREFIX } from '../lib/image-upload';
import { renderShell, type PageBody } from './html-document';
import { notFoundAnswer } from './not-found';
import { loadPageFiles } from './page-files';
import { readingPrefsFromCookie } from './reading-prefs';
import { REMOTES, withDefaultRemotes } from './remote-folders';
import { loadPageRenderer } from './server-render';
import { CONTENT_PAGES } from '../content/content-kinds';
import type { Viewer } from '../content/view-counter';
import { pageViewerOf } from '../http/viewer';
import { fitHeadersToFile } from '../plugins/security-headers';

// Built files are sent as their .br/.gz siblings when the browser accepts them (scripts/precompress.js
// writes those after the build). Files that name a new build must be revalidated; files with a content hash never change.
const REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  // A browser that accepts brotli or gzip is sent the .br or .gz sibling, named here as that file.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (REVALIDATE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function setFileHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
  fitHeadersToFile(reply, filePath);
}

/** The JSON the browser apps read at start (docs/CONTRACT.md). */
function siteConfig({ config }: FastifyInstance['ctx']): RuntimeConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    gaMeasurementId: config.gaMeasurementId,
    siteName: '障害福祉Q&Aひろば',
    operator: config.operator,
    plan: { priceJpy: config.planPriceJpy },
    stripePublishableKey: config.payments.stripePublishableKey,
  };
}

export function registerConfigRoute(app: FastifyInstance): void {
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return siteConfig(app.ctx);
  });
}

export async function registerWebRoutes(app: FastifyInstance): Promise<void> {
  const { webRoot } = app.ctx.config;
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');

  // Pages only (reply.compress): a drawn page is tens of KiB of HTML, and readers on slow mobile
  // networks wait for it before anything shows. Built files are compressed once at build time.
  // Registered before the folders below: reply.compress exists only on routes registered after it,
  // and a file missing from any folder reaches the 404 page through that folder's route.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });

  await app.register(fastifyStatic, {
    root: app.ctx.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => void reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  for (const remote of REMOTES) {
    const root = path.join(webRoot, remote.folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix: remote.prefix, decorateReply: false, cacheControl: false, preCompressed: true, setHeaders: setFileHeaders });
  }

  const hasShell = existsSync(indexFile);
  // Read once, like the manifests (page-files.ts) and the server build: a new build of the shell is
  // served after a restart. Read on every page view, it cost each a file read and a copy of it.
  const indexHtml = hasShell ? await readFile(indexFile, 'utf8') : '';
  const remotesFile = path.join(shellDist, 'remotes.json');
  const renderPage = hasShell ? await loadPageRenderer(app) : null;
  const pageFiles = loadPageFiles(webRoot, app.ctx.config.siteUrl);
  const { questions, columns } = app.ctx.services;
  /** The page of one article of each kind: its <head> comes from its row, and a read counts the reader's view. */
  type ContentPage = { head(id: number): Promise<PageHead | null>; countView(id: number, viewer: Viewer): Promise<boolean> };
  const byKind: Record<ContentKind, ContentPage> = {
    question: { head: (id) => questions.pageHead(id, app.ctx.config.siteUrl), countView: (id, viewer) => questions.countView(id, viewer) },
    column: { head: (id) => columns.pageHead(id), countView: (id, viewer) => columns.countView(id, viewer) },
  };
  const contentPages: Partial<Record<string, ContentPage & { apiPath(id: number): string }>> = Object.fromEntries(
    CONTENT_KINDS.map((kind) => [CONTENT_PAGES[kind].page, { ...byKind[kind], apiPath: (id: number) => callUrl(CONTENT_PAGES[kind].read, { id }) }]),
  );

  /** remotes.json as the browser reads it: a remote moves without a restart. */
  async function readRemotes(): Promise<Record<string, string>> {
    try {
      return withDefaultRemotes(JSON.parse(await readFile(remotesFile, 'utf8')));
    } catch {
      return withDefaultRemotes(null);
    }
  }

  /** What goes into the page's body: the state, the files, and the page drawn here when it can be (with its title). */
  async function pageBody(request: FastifyRequest, match: PageMatch | null): Promise<PageBody & { title?: string }> {
    const state = { config: siteConfig(app.ctx), remotes: await readRemotes() };
    if (!match) return { state };
    const { route } = match;
    const files = pageFiles(route.name, state.remotes[route.remote] ?? '');
    if (!renderPage || !drawnOnServer(route)) return { state, files };
    const furigana = furiganaInCookie(request.headers.cookie ?? '');
    const drawn = await renderPage({ url: request.url, config: state.config, remotes: state.remotes, furigana });
    // The drawing read the article as nobody (drawn now or earlier for someone else): the reader's view
    // is counted here. A HEAD (an uptime monitor, a link checker) reads nothing, so it is no view.
    const content = contentPages[route.name];
    const id = Number(match.params.id);
    const counted = drawn.drawn && content && request.method === 'GET' ? await content.countView(id, pageViewerOf(request)) : false;
    if (!drawn.drawn) {
      // The browser draws the page as it did before server rendering; the reason is for the operators.
      request.log.warn({ url: request.url, reason: drawn.reason }, 'page left to the browser');
      return { state, files };
    }
    const page = {
      url: request.url,
      remote: drawn.remote,
      data: drawn.data,
      taxonomy: drawn.taxonomy,
      crumbs: drawn.crumbs,
      ...(counted && content && { countedView: content.apiPath(id) }),
      ...(drawn.furigana && { furigana: true }),
    };
    return { state: { ...state, page }, files, html: drawn.html, title: drawn.title };
  }

  type PageMatch = NonNullable<ReturnType<typeof matchPage>>;

  /** The shell's index.html for this reader (their settings on <html>), with the page's own head and body (none without a match). */
  async function sendShell(request: FastifyRequest, reply: FastifyReply, status: number, match: PageMatch | null, head?: PageHead) {
    const body = await pageBody(request, status === 200 ? match : null);
    // An article's head (from its row) says more than the title its page set.
    const pageHead = head ?? (body.title ? { title: body.title } : undefined);
    const html = renderShell(indexHtml, readingPrefsFromCookie(request.headers.cookie), pageHead, body);
    // The answer differs by the reading cookies (settings, ふりがな); an ETag lets a revisit cost a 304.
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.code(status).header('cache-control', 'no-cache').header('vary', 'Cookie').header('etag', etag).type('text/html; charset=utf-8');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.compress(html);
  }

  if (hasShell) {
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return readFile(remotesFile);
    });
    // The top page and index.html itself are pages too (the static files below would skip the settings).
    app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200, matchPage('/')));
    app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200, null));
    await app.register(fastifyStatic, { root: shellDist, prefix: '/', decorateReply: false, cacheControl: false, preCompressed: true, setHeaders: setFileHeaders });
  }

  /**
   * A page's answer: 404 for a path the table does not know; an article's page (a question, a
   * column), readable by search engines, carries its head, and is a 404 when there is nothing public
   * there (an admin's preview of a draft is then drawn by the browser, with the admin's token).
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const match = matchPage(request.url);
    if (!match) return sendShell(request, reply, 404, null);
    const content = contentPages[match.route.name];
    if (!content) return sendShell(request, reply, 200, match);
    const id = match.params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return sendShell(request, reply, 404, null);
    const head = await content.head(Number(id));
    return sendShell(request, reply, head ? 200 : 404, match, head ?? undefined);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = notFoundAnswer(request);
    // The shell draws the page, or 'This page could not be found' for an unknown path.
    if (hasShell && answer === 'page') return sendPage(request, reply);
    // Looked for again next time: the file may be there once an upload or a deployment ends.
    if (answer === 'file') return reply.code(404).header('cache-control', 'no-cache').send();
    return reply.code(404).send({ errors: [{ message: 'お探しのページや情報は見つかりませんでした。' }] });
  });
}
