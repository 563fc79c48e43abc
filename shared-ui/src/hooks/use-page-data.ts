import { use, useCallback, useContext, useEffect, useId, useRef, useState, type DependencyList } from 'react';
import { useLoading } from '../stores/loading';
import { PageDataContext } from './page-data-context';

/**
 * A page's data fetch takes at least this long, so the loading state never flickers
 * (docs/product.md#business-constants).
 */
export const PAGE_DATA_MIN_DELAY_MS = 200;

export interface PageData<T> {
  /** The last data loaded; kept while a reload or a new deps value is loading, dropped on failure. */
  data: T | undefined;
  /** The failure of the last load (usually an ApiError; status 404 → show NotFoundPage). */
  error: unknown;
  loading: boolean;
  /** Loads again with the same deps (e.g. a retry button or after a change). */
  reload(): void;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

type State<T> = Omit<PageData<T>, 'reload'>;
const LOADING = { data: undefined, error: null, loading: true } as const;

/**
 * Loads a page's data when deps change: aborts the previous load (its signal is passed to `load`),
 * takes at least PAGE_DATA_MIN_DELAY_MS, and counts on the loading bar meanwhile. Drawn on the
 * server, the page waits for its data there; hydrated in the browser, it starts from the data the
 * server sent and does not load it again, unless the reader is signed in (the server drew it for a
 * visitor; page-data-context.ts).
 */
export function usePageData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): PageData<T> {
  const id = useId();
  const source = useContext(PageDataContext);
  // Server: React waits for this load before it writes the page.
  const onServer = source?.settle ? use(source.settle(id, () => load(new AbortController().signal))) : undefined;
  const [state, setState] = useState<State<T>>(() => {
    if (onServer) return onServer.ok ? { data: onServer.data as T, error: null, loading: false } : { data: undefined, error: onServer.error, loading: false };
    const sent = source?.initial?.(id);
    return sent ? { data: sent.data as T, error: null, loading: false } : LOADING;
  });
  const [attempt, setAttempt] = useState(0);
  // The newest `load` is used without making it a dependency (pages pass inline functions).
  const loadRef = useRef(load);
  loadRef.current = load;
  // Data from the server stands for the first load.
  const skipFirstLoad = useRef(!state.loading);
  // A visitor's data is on the screen while the reader's own loads (`refresh`).
  const showsVisitorData = useRef(false);

  // Declared before the load's effect, so it first runs before that load starts. Said once the
  // reader's data is drawn, not when it arrives, so no control is enabled over the visitor's state.
  useEffect(() => {
    if (state.loading || !showsVisitorData.current) return;
    showsVisitorData.current = false;
    source?.refreshed?.(id);
  }, [state, source, id]);
  // Gone before the reader's data came: this hook shows nothing of the visitor's any more.
  useEffect(() => () => void (showsVisitorData.current && source?.refreshed?.(id)), [source, id]);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      source?.taken?.(id);
      // A visitor's data, drawn for a signed-in reader: theirs is loaded now, the drawn one still shown.
      if (!source?.refresh) return;
      showsVisitorData.current = true;
    }
    const controller = new AbortController();
    const { start, finish } = useLoading.getState();
    setState((s) => (s.loading && s.error === null ? s : { ...s, error: null, loading: true }));
    start();
    const settled = loadRef.current(controller.signal).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    Promise.all([settled, wait(PAGE_DATA_MIN_DELAY_MS)])
      .then(([result]) => {
        if (controller.signal.aborted) return;
        setState(
          result.ok
            ? { data: result.data, error: null, loading: false }
            : { data: undefined, error: result.error, loading: false },
        );
      })
      .finally(finish);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
