import type { CallOptions, Paged } from '@hiroba/api-client';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState, Pager, Text, usePageData, usePageParam, LoadError } from '@hiroba/shared-ui';

export interface PagedListProps<T> {
  /** Loads one page (the page number comes from ?page=, or ?<param>=). */
  load(page: number, options: CallOptions): Promise<Paged<T>>;
  /** Changes when the filter does, so the list loads again. */
  loadKey: string;
  empty: ReactNode;
  /** What the list holds, for the count and the pager's name: 質問, コラム. */
  noun: string;
  render(items: T[]): ReactNode;
  /** Says how many were found (search pages). */
  showCount?: boolean;
  /** The server stops counting a keyword search here, so a total this high reads 「…件以上」. */
  countCap?: number;
  /** The page's query parameter when a page has two paged lists. */
  param?: string;
  /** What the answer puts above the list, found or not (the search page's crisis panel and notes). */
  lead?(answer: Paged<T>): ReactNode;
  /** What the answer puts after the list or its empty state (the search page's way to ask when nothing was found). */
  after?(answer: Paged<T>): ReactNode;
}

/** A filtered list read from ?page=, with its pager, empty state and retry. */
export function PagedList<T>({ load, loadKey, empty, noun, render, showCount = false, countCap, param, lead, after }: PagedListProps<T>) {
  const page = usePageParam(param);
  const { data, error, reload } = usePageData((signal) => load(page, { signal }), [loadKey, page]);
  if (error) return <LoadError error={error} onRetry={reload} />;
  // A page of items is taller than a screen: keep that much, so what follows the list starts out of
  // view and stays there when the list arrives.
  if (!data) return <LoadingState keepHeight="100vh" />;
  const above = lead?.(data);
  const below = after?.(data);
  if (data.data.length === 0) {
    return (
      <>
        {above}
        <EmptyState message={empty} />
        {below}
      </>
    );
  }
  return (
    <>
      {above}
      {showCount && (
        <Text mb="md" role="status">
          {countCap !== undefined && data.meta.total >= countCap ? `${countCap}件以上` : `${data.meta.total}件`}の{noun}が見つかりました。
        </Text>
      )}
      {render(data.data)}
      <Pager total={data.meta.total_pages} label={`${noun}一覧のページ送り`} param={param} />
      {below}
    </>
  );
}
