// The client's calls, derived from the endpoint map (@hiroba/contract/endpoints): `api.questions.get(5)`,
// `api.tags.list({ per: 'all' })`, `api.questions.update(5, body)`. A call takes each path parameter in
// order, then its body or query, then its options; it answers what the map says, with `{ data }` taken
// off, and announces the topics a write changes (data-changes.ts). Nothing here names a path or an
// answer type: a new entry in the map is a new function here.
import type { Answer, CallArgs, Endpoint, ResultOf } from '@hiroba/contract';
import type { Endpoints } from '@hiroba/contract/endpoints';
import { ApiError } from './api-error';
import { send, type CallOptions, type Method, type RequestInit } from './client';
import { dataChanged } from './data-changes';
import { loadEndpoints, type EndpointMap } from './lazy-parts';

export type Call<E extends Endpoint> = (...args: CallArgs<E, CallOptions>) => Promise<ResultOf<E>>;
export type Api = { readonly [G in keyof Endpoints]: { readonly [N in keyof Endpoints[G]]: Endpoints[G][N] extends Endpoint ? Call<Endpoints[G][N]> : never } };

const PATH_PARAM = /\{(\w+)\}/g;

/** Splits a call's arguments as its entry says: path parameters, then the body or the query, then options. */
function requestOf({ callUrl }: EndpointMap, entry: Endpoint, args: unknown[]): { url: string; init: RequestInit } {
  const names = [...entry.path.matchAll(PATH_PARAM)].map((m) => m[1]);
  const params = Object.fromEntries(names.map((name, i) => [name, args[i] as string | number]));
  const hasPayload = entry.body !== undefined || entry.query !== undefined;
  const payload = hasPayload ? args[names.length] : undefined;
  const options = (args[names.length + (hasPayload ? 1 : 0)] ?? {}) as CallOptions;
  const url = callUrl(entry, params);
  const init: RequestInit = { signal: options.signal };
  if (entry.body !== undefined) init.json = payload;
  else if (payload !== undefined) init.searchParams = { ...(payload as Record<string, string | number | boolean | undefined>) };
  return { url, init };
}

/**
 * What the caller gets of an answer: `data` for one item or a list, the whole body otherwise. A
 * success whose status the entry does not name is read as the entry's first success.
 */
function resultOf(entry: Endpoint, status: number, body: unknown): unknown {
  const answers = entry.answers as Partial<Record<number, Answer>>;
  const answer = answers[status] ?? Object.values(answers)[0];
  if (answer === undefined || answer === 'empty') return body;
  return 'one' in answer || 'list' in answer ? (body as { data?: unknown } | undefined)?.data : body;
}

async function call(group: string, name: string, args: unknown[]): Promise<unknown> {
  const map = await loadEndpoints().catch(() => {
    // The map's file could not be fetched: the same as a server that cannot be reached.
    throw new ApiError(0, []);
  });
  const entry = (map.endpoints as Record<string, Record<string, Endpoint>>)[group]?.[name];
  if (!entry) throw new Error(`api.${group}.${name} is not in the endpoint map`);
  const { url, init } = requestOf(map, entry, args);
  const { status, body } = await send(entry.method.toLowerCase() as Method, url, init);
  if (entry.method !== 'GET') dataChanged(...entry.changes);
  return resultOf(entry, status, body);
}

/**
 * An object whose properties are made when first read and are the same afterwards (a test may spy
 * on them). Symbols and `then` are not names of ours: they stay plain reads, so nothing mistakes it
 * for a promise or calls a made-up function while printing it.
 */
function madeOnRead<T>(make: (name: string) => T): Record<string, T> {
  const made: Record<string, T> = {};
  return new Proxy(made, {
    get: (target, name) => (typeof name !== 'string' || name === 'then' ? Reflect.get(target, name) : (target[name] ??= make(name))),
  });
}

/**
 * One function per call of the endpoint map (docs/product.md#calls), grouped as the map groups them.
 * The map itself is only needed by the first call.
 */
export const api = madeOnRead((group) => madeOnRead((name) => (...args: unknown[]) => call(group, name, args))) as unknown as Api;
