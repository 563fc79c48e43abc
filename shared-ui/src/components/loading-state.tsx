import { Center, Loader, VisuallyHidden } from '@mantine/core';

export interface LoadingStateProps {
  /** What is loading, for screen readers; default 読み込み中. */
  label?: string;
}

/** A spinner that screen readers hear as a status message. */
export function LoadingState({ label = '読み込み中' }: LoadingStateProps) {
  return (
    <Center role="status" py="xl" className="hiroba-loading-state">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
