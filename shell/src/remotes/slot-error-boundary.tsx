// One boundary per remote slot: an error while a remote renders stays inside its slot.
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../errors/chunk-reload';
import { RemoteFallback } from './remote-fallback';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    // A page chunk of the remote went missing (a new release): a fresh page load fixes it.
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    console.error(error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFallback
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
