import type { ReactNode } from 'react';
import type { CallOptions } from '@hiroba/api-client';
import { LoadingState, usePageData, LoadError } from '@hiroba/shared-ui';
import { loadRecord } from '../lib/load-record';
import { useRecordId } from '../lib/record-id';
import { MissingRecord } from './missing-record';

interface Props<T> {
  /** What the record is called, e.g. タグ. */
  noun: string;
  get: (id: number, options?: CallOptions) => Promise<T>;
  /** The list to go back to when there is nothing to show. */
  listPath: string;
  children: (record: T) => ReactNode;
}

/**
 * Loads the record named by the route's `:id?` and renders children with it; says plainly when no
 * record is chosen or it no longer exists, and offers a retry when loading failed.
 */
export function RecordLoader<T>({ noun, get, listPath, children }: Props<T>) {
  const id = useRecordId();
  const { data, error, loading, reload } = usePageData((signal) => loadRecord(id, (recordId) => get(recordId, { signal })), [id]);

  if (error) return <LoadError what={noun} error={error} onRetry={reload} />;
  if (loading || !data) return <LoadingState />;
  if (data.record === null) {
    return (
      <MissingRecord title={`${noun}が見つかりません`} backTo={listPath} backLabel={`${noun}の一覧へ戻る`}>
        {id === null
          ? `${noun}が選ばれていません。一覧から選んでください。`
          : `この${noun}は見つかりませんでした。すでに削除された可能性があります。`}
      </MissingRecord>
    );
  }
  return <>{children(data.record)}</>;
}
