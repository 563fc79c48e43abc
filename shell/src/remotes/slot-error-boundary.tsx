// One boundary per remote slot: an error while a remote renders stays inside its slot, with a retry.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../errors/error-boundary';
import { RemoteFallback } from './remote-fallback';

export function SlotErrorBoundary({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <RemoteFallback
          onRetry={() => {
            reset();
            onRetry();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
