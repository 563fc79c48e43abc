// The last line of defence: an error no slot caught shows SystemErrorPage (docs/product.md#error-page)
// instead of a blank page.
import type { ReactNode } from 'react';
import { Container, SystemErrorPage } from '@hiroba/shared-ui';
import { ErrorBoundary } from './error-boundary';

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <Container component="main" size="md" py="xl">
          <SystemErrorPage />
        </Container>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
