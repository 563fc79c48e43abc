// What the first call needs and a visitor's first visit to a page drawn on the server does not (it
// makes no call): ky (about 8 KiB as sent) and the endpoint map, loaded together in one chunk with
// the first call. A failed load is tried again by the next call.
export type Ky = typeof import('ky');
export type EndpointMap = typeof import('@hiroba/contract/endpoints');

/** `load` once, its answer shared by every caller; a failed load is tried again by the next call. */
export function retryable<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const loadKy = retryable<Ky>(() => import(/* webpackChunkName: "api-calls" */ 'ky'));
export const loadEndpoints = retryable<EndpointMap>(() => import(/* webpackChunkName: "api-calls" */ '@hiroba/contract/endpoints'));

/** Starts loading both ahead of the first call: a signed-in person's pages call the API at once. */
export function prepareClient(): void {
  loadKy().catch(() => undefined);
  loadEndpoints().catch(() => undefined);
}
