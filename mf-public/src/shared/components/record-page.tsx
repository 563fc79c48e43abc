import type { DependencyList, ReactNode } from 'react';
import { LoadError, LoadingState, NotFoundPage, usePageData } from '@hiroba/shared-ui';
import { isNotFoundError } from '../lib/api-errors';

interface Props<T> {
  /** The record's id from the URL (parseId); null when there is none, which is the 404 page. */
  id: number | null;
  get: (id: number, signal: AbortSignal) => Promise<T>;
  /** Besides the id, what loads the record again (a data version). */
  deps?: DependencyList;
  children: (record: T) => ReactNode;
}

/**
 * A page of one record named by its URL (a question, a column, an expert): the 404 page when there
 * is no such record, a retry when it could not be loaded, the loading state, then the record.
 */
export function RecordPage<T>({ id, get, deps = [], children }: Props<T>) {
  const { data, error, reload } = usePageData((signal) => (id ? get(id, signal) : Promise.resolve(null)), [id, ...deps]);
  if (!id || data === null || isNotFoundError(error)) return <NotFoundPage />;
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  return <>{children(data)}</>;
}
