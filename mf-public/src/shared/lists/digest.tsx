import type { Paged } from '@hiroba/api-client';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState, usePageData, LoadError } from '@hiroba/shared-ui';

export interface DigestProps<T> {
  load(signal: AbortSignal): Promise<Paged<T>>;
  empty: string;
  /** Where to read more, e.g. the whole list. */
  more: { label: string; to: string };
  render(items: T[]): ReactNode;
}

/** A few items on a page that is about something else (top page, an expert's page, an article's side). */
export function Digest<T>({ load, empty, more, render }: DigestProps<T>) {
  const { data, error, reload } = usePageData(load, []);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  if (data.data.length === 0) return <EmptyState message={empty} action={more} />;
  return render(data.data);
}
