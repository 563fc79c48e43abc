// The one HTTP client of /api/v1. Endpoint files call `request()`; nothing else talks to ky.
import type { KyInstance } from 'ky';
import { VIEW_COUNTED_HEADER } from '@hiroba/contract/fields';
import { ApiError, errorItemsOf } from './api-error';
import { dataChanged, topicsChangedBy } from './data-changes';

export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiConfig {
  /** Where /api/v1 lives; absolute, or relative to the site root. Default: the site root. */
  baseUrl?: string;
  /** Tests shorten this; the site uses REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Who answers the calls; the server-side renderer answers them in process. Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Per-call options every endpoint function accepts last. */
export interface CallOptions {
  /** Aborting rejects the call with the DOMException 'AbortError' (not an ApiError). */
  signal?: AbortSignal;
}

export type Query = Record<string, string | number | boolean | undefined>;

// The session store registers itself here, so the client does not import the store (which imports
// the endpoints for sign-out): no import cycle.
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

type Ky = typeof import('ky');

// ky is loaded with the first call, not with the client: a visitor's first visit to a page drawn on
// the server makes no call, so it does not download ky (about 8 KiB as sent). A failed load is tried
// again by the next call.
let loadingKy: Promise<Ky> | null = null;
function loadKy(): Promise<Ky> {
  loadingKy ??= import(/* webpackChunkName: "ky" */ 'ky').catch((error: unknown) => {
    loadingKy = null;
    throw error;
  });
  return loadingKy;
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

/** Starts loading ky ahead of the first call: a signed-in person's pages call the API at once. */
export function prepareClient(): void {
  loadKy().catch(() => undefined);
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

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type RequestInit = { json?: unknown; searchParams?: Query } & CallOptions;

/** Sends one call and answers the parsed JSON body (undefined for an empty answer). */
export async function request<T>(
  method: Method,
  url: string,
  { json, searchParams, signal }: RequestInit = {},
): Promise<T> {
  const headers = viewHeaders(method, url);
  let ky: Ky;
  try {
    ky = await loadKy();
  } catch {
    // ky's file could not be fetched: the same as a server that cannot be reached.
    throw new ApiError(0, []);
  }
  let text: string;
  try {
    const response = await client(ky)(url, { method, json, searchParams, signal, headers });
    text = await response.text();
  } catch (error) {
    throw toApiError(ky, error);
  }
  dataChanged(...topicsChangedBy(method, url));
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A 2xx that is not JSON (e.g. an HTML page from a misrouted proxy) is a broken gateway.
    throw new ApiError(502, []);
  }
}

/** The `data` of a `{ data: ... }` answer: what most calls return. */
export async function requestData<T>(method: Method, url: string, init?: RequestInit): Promise<T> {
  return (await request<{ data: T }>(method, url, init)).data;
}
