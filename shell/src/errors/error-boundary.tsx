// An error while rendering stays inside its boundary and shows the fallback; a missing chunk (a new
// release) reloads the page first, at most once a minute.
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

interface Props {
  /** What to show instead; `reset` renders the children again. */
  fallback(reset: () => void): ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    console.error(error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
