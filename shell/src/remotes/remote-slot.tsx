// Where a remote's ./App is drawn. Loading has its own 8 s timeout, the loaded component is kept for
// the rest of the visit, and any failure shows a Japanese fallback with a real retry in this slot only.
import { useEffect, useState, type ComponentType } from 'react';
import { LoadingState, loading, type RemoteName } from '@hiroba/shared-ui';
import { isChunkLoadError, reloadOnceForChunkError } from '../errors/chunk-reload';
import { RemoteFallback } from './remote-fallback';
import { loadedRemoteApp, loadRemoteApp, preloadedByPage } from './remote-registry';
import { SlotErrorBoundary } from './slot-error-boundary';

type SlotState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

function initialState(name: RemoteName): SlotState {
  const App = loadedRemoteApp(name);
  return App ? { status: 'ready', App } : { status: 'loading' };
}

export function RemoteSlot({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>(() => initialState(name));

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    loading.start(); // the loading bar also runs while a remote loads
    loadRemoteApp(name, { retry: attempt > 0 })
      .then((App) => current && setState({ status: 'ready', App }))
      .catch((error: unknown) => {
        console.error(error);
        if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
        if (current) setState({ status: 'failed' });
      })
      .finally(loading.finish);
    return () => {
      current = false;
    };
  }, [name, attempt, state.status]);

  const retry = () => {
    if (preloadedByPage(name)) return window.location.reload();
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  if (state.status === 'loading') return <LoadingState />;
  const { App } = state;
  return (
    <SlotErrorBoundary onRetry={retry}>
      <App />
    </SlotErrorBoundary>
  );
}
