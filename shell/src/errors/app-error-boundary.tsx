// The last line of defence: an error no slot caught shows SystemErrorPage (spec section 8) instead
// of a blank page; a missing chunk reloads the page first (at most once a minute).
import { Component, type ReactNode } from 'react';
import { Container, SystemErrorPage } from '@hiroba/shared-ui';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    console.error(error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Container component="main" size="md" py="xl">
        <SystemErrorPage />
      </Container>
    );
  }
}
