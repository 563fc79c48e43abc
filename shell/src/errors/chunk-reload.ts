// docs/product.md#error-catalogue: a chunk that fails to load (usually a new deployment replaced the
// hashed files) reloads the page, at most once per minute so a real outage does not become a reload
// loop.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'hiroba:chunk-reload-at';

/** ChunkLoadError from webpack, or a failed dynamic import from the browser or the federation runtime. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message)
  );
}

/**
 * Reloads the page unless it already did so within the last minute. Returns whether it reloaded.
 * The timestamp lives in sessionStorage: per tab, and it survives the reload it guards.
 */
export function reloadOnceForChunkError(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Reload on chunk failures nobody caught (promise rejections outside React's render). */
export function listenForChunkErrors(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}
