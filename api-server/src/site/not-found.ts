// What a request that no route answered gets, from its path and Accept (with its q-values): the
// page (the shell draws 'This page could not be found'), the API's JSON 404, or an empty 404 for a
// file that is not there (a broken picture in a column, a chunk of an older build, a manifest): a
// picture or a script cannot show a page, so it is not drawn for one.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { matchPage } from '@hiroba/contract/routes';
import { UPLOADS_URL_PREFIX } from '../lib/image-upload';
import { REMOTES } from './remote-folders';

export type NotFoundAnswer = 'page' | 'file' | 'json';

/** The folders that hold files only (pictures, the remotes' builds): nothing under them is a page. */
const FILE_FOLDERS = [UPLOADS_URL_PREFIX, ...REMOTES.map((remote) => remote.prefix)];

/**
 * A file's path: under a folder of files, or (the shell's built files sit at the root, beside the
 * pages) a name with an extension that is no page of the route table.
 */
function isFilePath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  if (FILE_FOLDERS.some((folder) => pathname.startsWith(folder))) return true;
  return path.posix.extname(pathname) !== '' && !matchPage(url);
}

/** A browser's navigation names text/html; a picture's or a script's fetch asks for any type at most. */
function namesHtml(request: FastifyRequest): boolean {
  return new Negotiator(request).mediaTypes().some((type) => type.toLowerCase() === 'text/html');
}

/**
 * A page path (GET or HEAD outside /api/) gets the page unless the client prefers JSON to HTML: any
 * type or no Accept at all (curl, link checkers, uptime monitors, link-preview fetchers) gets the
 * page, a client that takes neither gets JSON. A file's path gets an empty 404, or the page when a
 * browser opens it as a page (a picture's link followed).
 */
export function notFoundAnswer(request: FastifyRequest): NotFoundAnswer {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return 'json';
  if (isFilePath(request.url)) return namesHtml(request) ? 'page' : 'file';
  // HTML listed first, so it wins a tie.
  return new Negotiator(request).mediaType(['text/html', 'application/json']) === 'text/html' ? 'page' : 'json';
}
