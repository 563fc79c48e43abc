// The one HTTP client of /api/v1. The calls (calls.ts) send through `send()`; nothing else talks to ky.
import type { KyInstance } from 'ky';
import { VIEW_COUNTED_HEADER } from '@hiroba/contract/fields';
import { ApiError, errorItemsOf } from './api-error';
import { loadKy, type Ky } from './lazy-parts';

export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiConfig {
  /** Where /api/v1 lives; absolute, or relative to the site root. Default: the site root. */
  baseUrl?: string;
  /** Tests shorten this; the site uses REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Who answers the calls; the server-side renderer answers them in process. Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Per-call options every call accepts last. */
export interface CallOptions {
  /** Aborting rejects the call with the DOMException 'AbortError' (not an ApiError). */
  signal?: AbortSignal;
}

export type Query = Record<string, string | number | boolean | undefined>;

// The session store registers itself here, so the client does not import the store (which makes a
// call to sign out): no import cycle.
let readToken: () => string | null = () => null;
export function setTokenReader(read: () => string | null): void {
  readToken = read;
}

/**
 * The server drew the page of an article and counted its view by the reader's address; a signed-in
 * reader's browser then reads the article again as theirs. That first read says so (the header),
 * so one person is not counted twice (docs/product.md#view-counts). Set by the shell as it starts.
 */
let countedView: string | null = null;
export function viewCountedByPage(url: string): void {
  countedView = url;
}

/** The header for this call: on the first GET of the counted article only. */
function viewHeaders(method: Method, url: string): Record<string, string> | undefined {
  if (method !== 'get' || url !== countedView) return undefined;
  countedView = null;
  return { [VIEW_COUNTED_HEADER]: 'page' };
}

function siteRoot(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function createHttp({ default: ky }: Ky, { baseUrl, timeoutMs, fetch }: ApiConfig): KyInstance {
  const root = siteRoot();
  return ky.create({
    // Endpoint paths are relative ('api/v1/users'), resolved against the API root with its trailing slash.
    baseUrl: new URL(baseUrl || '/', `${root}/`).href.replace(/\/?$/, '/'),
    timeout: timeoutMs ?? REQUEST_TIMEOUT_MS,
    ...(fetch ? { fetch } : {}),
    headers: { accept: 'application/json' },
    // Only reads are safe to repeat: one more try after a dropped connection or a busy gateway.
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readToken();
          if (token) request.headers.set('Authorization', `JWT ${token}`);
        },
      ],
    },
  });
}

let config: ApiConfig = {};
let http: KyInstance | null = null;

/** Points the client at the API host (from /config.json). Safe to call again. */
export function configureApi(next: ApiConfig = {}): void {
  config = next;
  http = null;
}

function client(ky: Ky): KyInstance {
  http ??= createHttp(ky, config);
  return http;
}

function toApiError({ HTTPError, NetworkError, TimeoutError }: Ky, error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky 2 has already read the error body: `data` is the parsed JSON (or the text when it was not JSON).
    return new ApiError(error.response.status, errorItemsOf(error.data));
  }
  // ky wraps fetch's TypeError (server unreachable) in a NetworkError.
  if (error instanceof TimeoutError || error instanceof NetworkError) return new ApiError(0, []);
  if (error instanceof Error && error.name === 'AbortError') return error;
  return error;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RequestInit = { json?: unknown; searchParams?: Query } & CallOptions;

/** A successful answer: its status and parsed JSON body (undefined when empty). */
export interface Answered {
  status: number;
  body: unknown;
}

/** Sends one call (`url` relative to the API root: 'api/v1/questions/5'); rejects with an ApiError. */
export async function send(method: Method, url: string, { json, searchParams, signal }: RequestInit = {}): Promise<Answered> {
  const headers = viewHeaders(method, url);
  let ky: Ky;
  try {
    ky = await loadKy();
  } catch {
    // ky's file could not be fetched: the same as a server that cannot be reached.
    throw new ApiError(0, []);
  }
  let status: number;
  let text: string;
  try {
    const response = await client(ky)(url, { method, json, searchParams, signal, headers });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw toApiError(ky, error);
  }
  if (text === '') return { status, body: undefined };
  try {
    return { status, body: JSON.parse(text) };
  } catch {
    // A 2xx that is not JSON (e.g. an HTML page from a misrouted proxy) is a broken gateway.
    throw new ApiError(502, []);
  }
}
