import { Center, Loader, VisuallyHidden } from '@mantine/core';

export interface LoadingStateProps {
  /** What is loading, for screen readers; default 読み込み中. */
  label?: string;
  /**
   * The height to keep while loading (a CSS length), about what will arrive: what stands below then
   * does not move when it does (no layout shift).
   */
  keepHeight?: string;
}

/** A spinner that screen readers hear as a status message. */
export function LoadingState({ label = '読み込み中', keepHeight }: LoadingStateProps) {
  return (
    <Center role="status" py="xl" mih={keepHeight} className="hiroba-loading-state">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
